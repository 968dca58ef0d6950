/**
 * The application: providers around the router.
 * @module
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../features/auth';
import { CartSync } from '../features/cart/shell';
import { CountryProvider } from '../lib/country';
import { LocationProvider } from '../lib/location';
import { ClientOnly, HydrationProvider } from '../lib/hydration';
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
  /**
   * True on the server and when the browser hydrates the server's HTML (`useHydrated` is false in that
   * first render); false when the browser renders from scratch.
   */
  serverRendered: boolean;
  /**
   * The country picker's cookie as the page loaded (the request's on the server, `document.cookie` in the
   * browser): with the address, the country of the catalogue (ADR 0052).
   */
  countryCookie?: string;
}

/**
 * Root component: an error fallback for the frame itself, query cache (SPEC §7 policy) with the server
 * render's answers, whether the server's HTML is hydrated yet, user position, browser session, toasts,
 * the merge of a visitor's cart at sign-in, the installable app's status line (ADR 0030), routes with the
 * catalogue's country (ADR 0052). The same tree renders on the server and hydrates in the browser (ADR 0046).
 */
export function App({ queryClient, Router, serverRendered, countryCookie }: AppProps) {
  return (
    <ErrorBoundary fallbackRender={({ error }) => <RouteErrorPage error={error} standalone />}>
      <HydrationProvider serverRendered={serverRendered}>
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
                  <CountryProvider remembered={countryCookie}>
                    <AppRoutes />
                  </CountryProvider>
                </Router>
              </ToastProvider>
            </SessionProvider>
          </LocationProvider>
        </QueryClientProvider>
      </HydrationProvider>
    </ErrorBoundary>
  );
}
