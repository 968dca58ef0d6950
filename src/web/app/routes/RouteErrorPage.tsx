/**
 * The error fallback of the screens, shown by the page frame's error boundary when a screen throws or
 * its code cannot be downloaded. A screen that threw keeps the title SPEC §8 gives the fallback
 * ("Unexpected Application Error!"); a chunk that failed to download (a deployment replaced the build,
 * a 503 under load) first reloads the page once by itself (lib/chunk-reload.ts), and when that does not
 * heal it says so in Spanish. Both offer "Reintentar", which loads the page again: React's `lazy` keeps
 * a failed import for the life of the page, so only a new load can fetch the code.
 * @module
 */
import { useEffect, useState } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { noticeMessages } from '../../../shared/messages/shell.web';
import { errorPageMessages as m } from '../../../shared/messages/catalogue.web';
import { ButtonLink } from '../../components/ButtonLink';
import { Spinner } from '../../components/Spinner';
import { isChunkLoadError, mayReloadForChunk, reloadOnceForChunk } from '../../lib/chunk-reload';
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
  const chunk = isChunkLoadError(error);
  // Decided when the fallback first shows; the reload itself starts in the effect.
  const [reloading] = useState(() => chunk && mayReloadForChunk());
  useEffect(() => {
    console.error('[router] screen failed', error);
    if (reloading) reloadOnceForChunk();
  }, [error, reloading]);

  const content = reloading ? (
    <div className="screen-spinner">
      <Spinner size="large" label={m.reloading} />
    </div>
  ) : (
    <ErrorPageFrame
      titleId="error-title"
      title={chunk ? m.chunkTitle : noticeMessages.unexpectedError}
      titleLang={chunk ? undefined : 'en'}
      body={chunk ? m.chunkBody : m.body}
      actions={
        <>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {m.retry}
          </button>
          {/* Without the page frame there is no router: a plain link loads the home page. */}
          <ButtonLink className="button button--secondary" to="/" label={m.backHome} plain={standalone} />
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
