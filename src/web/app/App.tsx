/**
 * The application: providers around the router.
 * @module
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../features/auth';
import { CartSync } from '../features/cart/shell';
import { LocationProvider } from '../lib/location';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * The partner profile load after a partner's Google session (SPEC §4); the partner calls (and their
 * phone rules) load only for a partner (ADR 0013).
 */
const loadPartnerProfile = (queryClient: QueryClient, userId: string): void =>
  void import('../features/partners/api/api').then((partners) => partners.loadPartnerProfile(queryClient, userId));

/** Offline line, update prompt and service worker registration (ADR 0030), loaded after the first screen. */
const AppStatus = lazy(() => import('./pwa/AppStatus'));

/**
 * Root component: an error fallback for the frame itself, query cache (SPEC §7 policy), user position, browser session, toasts, the merge of
 * a visitor's cart at sign-in, the installable app's status line (ADR 0030), routes.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
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
                <Suspense fallback={null}>
                  <AppStatus />
                </Suspense>
              </ErrorBoundary>
              <BrowserRouter useTransitions={false}>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </SessionProvider>
        </LocationProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
