/**
 * The page for unknown addresses.
 * @module
 */
import { errorPageMessages as m } from '../../../shared/messages/catalogue.web';
import { ButtonLink } from '../../components/ButtonLink';
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
          <ButtonLink className="button" to="/" label={m.notFoundGyms} />
          <ButtonLink className="button button--secondary" to="/maps" label={m.notFoundMap} />
        </>
      }
    />
  );
}
