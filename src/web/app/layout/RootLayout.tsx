/**
 * Frame of every page: skip link, top bar, the page, footer. While a lazy screen loads, a spinner
 * fills the main region, which keeps at least a screen's height so the footer never jumps (CLS);
 * a screen that throws shows the error page inside the frame (SPEC §8). Focus moves to the main
 * region after each page change so screen readers start at the new content, and the window scrolls
 * to the top unless the address names a fragment.
 * @module
 */
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { shellMessages } from '../../../shared/messages/catalogue.web';
import { ScreenSpinner } from '../../components/Spinner';
import { RouteErrorPage } from '../routes/RouteErrorPage';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import './layout.css';

/** Root route element. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

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
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
          <Suspense fallback={<ScreenSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
