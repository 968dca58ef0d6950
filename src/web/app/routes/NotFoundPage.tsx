/**
 * The page for unknown addresses.
 * @module
 */
import { Link } from 'react-router';
import { errorPageMessages as m } from '../../../shared/messages/catalogue.web';
import { ErrorPageFrame } from './ErrorPageFrame';

/** "No encontramos esta página" with ways forward. */
export function NotFoundPage() {
  return (
    <ErrorPageFrame
      titleId="not-found-title"
      title={m.notFoundTitle}
      code="404"
      body={m.notFoundBody}
      actions={
        <>
          <Link className="button" to="/">
            {m.notFoundGyms}
          </Link>
          <Link className="button button--secondary" to="/maps">
            {m.notFoundMap}
          </Link>
        </>
      }
    />
  );
}
