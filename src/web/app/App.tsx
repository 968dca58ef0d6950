/**
 * The application: providers around the router.
 * @module
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
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
 * Root component: an error fallback for the frame itself, query cache (SPEC §7 policy), user position, browser session, toasts, the merge of
 * a visitor's cart at sign-in, routes.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fallbackRender={({ error }) => <RouteErrorPage error={error} standalone />}>
      <QueryClientProvider client={queryClient}>
        <LocationProvider>
          <SessionProvider>
            <ToastProvider>
              <CartSync />
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
