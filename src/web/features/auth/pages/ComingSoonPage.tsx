/**
 * Placeholder of the account screens until the accounts issue builds them.
 * @module
 */
import { Link } from 'react-router';
import { comingSoonMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import './auth.css';

/** A titled "Próximamente" notice with links to keep browsing. */
export function ComingSoonPage({ title, body }: { title: string; body: string }) {
  return (
    <section className="container coming-soon" aria-labelledby="coming-soon-title">
      <PageMeta title={title} />
      <p className="badge">{m.badge}</p>
      <h1 id="coming-soon-title">{title}</h1>
      <p>{body}</p>
      <p>{m.meanwhile}</p>
      <div className="coming-soon__actions">
        <Link className="button" to="/">
          {m.browseGyms}
        </Link>
        <Link className="button button--secondary" to="/maps">
          {m.browseMap}
        </Link>
      </div>
    </section>
  );
}

/** `/login` placeholder. */
export function LoginPage() {
  return <ComingSoonPage title={m.loginTitle} body={m.loginBody} />;
}

/** `/register` placeholder. */
export function RegisterPage() {
  return <ComingSoonPage title={m.registerTitle} body={m.registerBody} />;
}
