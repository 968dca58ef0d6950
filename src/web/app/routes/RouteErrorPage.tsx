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
import { PageMeta } from '../../components/PageMeta';
import './routes.css';

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
    <section className="container error-page" aria-labelledby="error-title">
      <PageMeta title={noticeMessages.unexpectedError} />
      <h1 id="error-title" lang="en">
        {noticeMessages.unexpectedError}
      </h1>
      <p>{m.body}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {m.reload}
        </button>
        {standalone ? (
          <a className="button button--secondary" href="/">
            {m.backHome}
          </a>
        ) : (
          <Link className="button button--secondary" to="/">
            {m.backHome}
          </Link>
        )}
      </div>
      <details className="error-page__details">
        <summary>{m.detailsSummary}</summary>
        <pre>{describe(error)}</pre>
      </details>
    </section>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
