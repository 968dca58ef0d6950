/**
 * Top bar (SPEC §2). Visitors: logo → `/`, owner pitch, member benefits, "Ingresar" and the free trial.
 * Signed in: "Bienvenido {name} !", "Mi perfil", "Mis reservas" and "Mis créditos" (members), one home link "Inicio" to
 * `/home/{type}/{name}/{userId}` (with `/{avatar}` when stored; the logo still leads to `/`) and
 * "Cerrar sesión": every label in Spanish.
 * Members (and visitors with a browser cart) also get the cart link with its unit count, outside the
 * menu so it stays visible on phones. On narrow screens the links fold into a disclosure menu.
 * @module
 */
import { Menu, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { navMessages } from '../../../shared/messages/shell.web';
import { shellMessages } from '../../../shared/messages/catalogue.web';
import { homePath, profilePath, useSession } from '../../features/auth';
import { CartBadge } from '../../features/cart/shell';
import { myBookingsPath } from '../../features/classes/shell';
import { CREDITS_PATH } from '../../features/credits/shell';
import { useCountryPath } from '../../lib/country';
import { Logo } from './Logo';

/** A visitor's links (path, text) before the "free trial" button, in order; read per render (ADR 0055). */
const visitorLinks = (): [string, string][] => [
  ['/legendCe', navMessages.ownerPitch],
  ['/legendUf', navMessages.memberBenefits],
  ['/login', navMessages.signIn],
];

/** The top bar of every page. */
export function TopBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { session, signOut } = useSession();
  const countryPath = useCountryPath();
  // The menu is open only for the location it was opened on, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpenAt(null);
  };

  const onLogout = () => signOut(() => navigate('/'));

  return (
    <header className="topbar" onKeyDown={onKeyDown}>
      <div className="container topbar__inner">
        <Link to={countryPath('/')} className="topbar__logo" aria-label={shellMessages.logoLabel}>
          <Logo />
        </Link>
        {session && <p className="topbar__welcome">{navMessages.welcome(session.name)}</p>}
        <CartBadge />
        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          <span>{shellMessages.menu}</span>
        </button>
        <nav
          id="main-nav"
          className={open ? 'topbar__nav topbar__nav--open' : 'topbar__nav'}
          aria-label={shellMessages.mainNav}
        >
          {session ? (
            <ul className="plain-list topbar__links">
              <li>
                {/* A member's "Mis reservas" lives under the profile path: only one of the two is current. */}
                <NavLink to={profilePath(session)} end={session.type === 'user'} className="topbar__link">
                  {navMessages.myProfile}
                </NavLink>
              </li>
              {session.type === 'user' && (
                <>
                  <li>
                    <NavLink to={myBookingsPath(session)} className="topbar__link">
                      {navMessages.myBookings}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={CREDITS_PATH} className="topbar__link">
                      {navMessages.myCredits}
                    </NavLink>
                  </li>
                </>
              )}
              <li>
                <NavLink to={homePath(session)} end className="topbar__link">
                  {navMessages.start}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="button button--small button--secondary topbar__logout"
                  onClick={() => void onLogout()}
                >
                  {navMessages.logout}
                </button>
              </li>
            </ul>
          ) : (
            <ul className="plain-list topbar__links">
              {visitorLinks().map(([to, label]) => (
                <li key={to}>
                  <NavLink to={countryPath(to)} className="topbar__link">
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/register" className="button button--small topbar__cta">
                  {navMessages.freeTrial}
                </NavLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
