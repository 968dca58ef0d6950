/**
 * The application: providers around the router.
 * @module
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../features/auth';
import { CartSync } from '../features/cart/shell';
import { LocationProvider } from '../lib/location';
import { ClientOnly } from '../lib/hydration';
import { AppRoutes } from './router';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * The partner profile load after a partner's Google session (SPEC §4); the partner calls (and their
 * phone rules) load only for a partner (ADR 0013).
 */
const loadPartnerProfile = (queryClient: QueryClient, userId: string): void =>
  void import('../features/partners/api/api').then((partners) =>
    partners.loadPartnerProfile(queryClient, userId),
  );

/** Offline line, update prompt and service worker registration (ADR 0030), loaded after the first screen. */
const AppStatus = lazy(() => import('./pwa/AppStatus'));

/** Props of {@link App}. */
export interface AppProps {
  /**
   * The query cache (SPEC §7 policy, `lib/query-client.ts`): one per page load, holding the answers the
   * server render sent with the page (ADR 0046), or one per server render.
   */
  queryClient: QueryClient;
  /** The router around the routes: `BrowserRouter` in the browser, `StaticRouter` on the server. */
  Router: ComponentType<{ children: ReactNode }>;
}

/**
 * Root component: an error fallback for the frame itself, query cache (SPEC §7 policy) with the server
 * render's answers, user position, browser session, toasts, the merge of a visitor's cart at sign-in,
 * the installable app's status line (ADR 0030), routes. The same tree renders on the server and
 * hydrates in the browser (ADR 0046).
 */
export function App({ queryClient, Router }: AppProps) {
  // Marks the page as React's: server HTML hydrated, or a client render committed (ADR 0046). Nothing
  // reads it but the browser tests, which wait for it before they act on a server-rendered page.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <ErrorBoundary fallbackRender={({ error }) => <RouteErrorPage error={error} standalone />}>
      <QueryClientProvider client={queryClient}>
        <LocationProvider>
          <SessionProvider onPartnerSession={loadPartnerProfile}>
            <ToastProvider>
              <CartSync />
              {/* The status line is optional: when its chunk cannot be loaded (a deployment removed it,
                  the network dropped), the screen goes on without it instead of becoming the error page. */}
              <ErrorBoundary fallback={null}>
                <ClientOnly>
                  <Suspense fallback={null}>
                    <AppStatus />
                  </Suspense>
                </ClientOnly>
              </ErrorBoundary>
              <Router>
                <AppRoutes />
              </Router>
            </ToastProvider>
          </SessionProvider>
        </LocationProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
