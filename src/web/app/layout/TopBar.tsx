/**
 * Public top bar (SPEC §2): logo → `/`, owner pitch, member benefits and the free trial for visitors.
 * On narrow screens the links fold into a disclosure menu.
 * @module
 */
import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navMessages, shellMessages } from '../../../shared/messages';
import { Logo } from './Logo';

/** The top bar shown to visitors (the accounts issue adds the signed-in variant). */
export function TopBar() {
  const location = useLocation();
  // The menu is open only for the location it was opened on, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpenAt(null);
  };

  return (
    <header className="topbar" onKeyDown={onKeyDown}>
      <div className="container topbar__inner">
        <Link to="/" className="topbar__logo" aria-label={shellMessages.logoLabel}>
          <Logo />
        </Link>
        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span>{shellMessages.menu}</span>
        </button>
        <nav id="main-nav" className={open ? 'topbar__nav topbar__nav--open' : 'topbar__nav'} aria-label={shellMessages.mainNav}>
          <ul className="topbar__links">
            <li>
              <NavLink to="/legendCe" className="topbar__link">
                {navMessages.ownerPitch}
              </NavLink>
            </li>
            <li>
              <NavLink to="/legendUf" className="topbar__link">
                {navMessages.memberBenefits}
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" className="button button--small topbar__cta">
                {navMessages.freeTrial}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
