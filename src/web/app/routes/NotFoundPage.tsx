/**
 * The page for unknown addresses.
 * @module
 */
import { Link } from 'react-router';
import { errorPageMessages as m } from '../../../shared/messages/catalogue.web';
import { PageMeta } from '../../components/PageMeta';
import './routes.css';

/** "No encontramos esta página" with ways forward. */
export function NotFoundPage() {
  return (
    <section className="container error-page" aria-labelledby="not-found-title">
      <PageMeta title={m.notFoundTitle} />
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{m.notFoundTitle}</h1>
      <p>{m.notFoundBody}</p>
      <div className="error-page__actions">
        <Link className="button" to="/">
          {m.notFoundGyms}
        </Link>
        <Link className="button button--secondary" to="/maps">
          {m.notFoundMap}
        </Link>
      </div>
    </section>
  );
}
