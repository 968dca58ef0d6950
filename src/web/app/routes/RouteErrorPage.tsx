/**
 * React Router's error fallback (SPEC §8: "Unexpected Application Error!"). A 404 from the router
 * shows the not-found page instead.
 * @module
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorPageMessages as m, noticeMessages } from '../../../shared/messages';
import { PageMeta } from '../../components/PageMeta';
import { NotFoundPage } from './NotFoundPage';
import './routes.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Error element of the routes.
 * @param standalone - true when rendered without the page frame (the frame itself failed)
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => console.error('[router] route failed', error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

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
