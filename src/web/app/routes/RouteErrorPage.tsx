/**
 * The error fallback of the screens (SPEC §8: "Unexpected Application Error!"), shown by the page
 * frame's error boundary when a screen throws or its chunk cannot be loaded.
 * @module
 */
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router';
import { noticeMessages } from '../../../shared/messages/shell.web';
import { errorPageMessages as m } from '../../../shared/messages/catalogue.web';
import { ErrorPageFrame } from './ErrorPageFrame';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Fallback of the screens' error boundary.
 * @param error - what the screen threw
 * @param standalone - true when rendered without the page frame (the frame itself failed)
 */
export function RouteErrorPage({
  error,
  standalone = false,
}: Pick<FallbackProps, 'error'> & { standalone?: boolean }) {
  useEffect(() => console.error('[router] screen failed', error), [error]);

  const content = (
    <ErrorPageFrame
      titleId="error-title"
      title={noticeMessages.unexpectedError}
      titleLang="en"
      body={m.body}
      actions={
        <>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {m.reload}
          </button>
          {/* Without the page frame there is no router: a plain link loads the home page. */}
          {standalone ? (
            <a className="button button--secondary" href="/">
              {m.backHome}
            </a>
          ) : (
            <Link className="button button--secondary" to="/">
              {m.backHome}
            </Link>
          )}
        </>
      }
    >
      <details className="error-page__details">
        <summary>{m.detailsSummary}</summary>
        <pre>{describe(error)}</pre>
      </details>
    </ErrorPageFrame>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
