/**
 * Frame of every page: skip link, top bar, a spinner while the next screen loads, the page, footer.
 * Focus moves to the main region after each page change so screen readers start at the new content.
 * @module
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { shellMessages } from '../../../shared/messages';
import { Spinner } from '../../components/Spinner';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import './layout.css';

/** Root route element. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus();
  }, [pathname]);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  };

  return (
    <div className="app">
      <a href="#main" className="skip-link" onClick={skipToMain}>
        {shellMessages.skipToContent}
      </a>
      <TopBar />
      {navigation.state === 'loading' && (
        <div className="route-progress">
          <Spinner label={shellMessages.loadingScreen} />
        </div>
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
