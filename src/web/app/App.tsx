/**
 * The application: providers around the router.
 * @module
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../features/auth';
import { CartSync } from '../features/cart/shell';
import { LocationProvider } from '../lib/location';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

/**
 * Root component: query cache (SPEC §7 policy), user position, browser session, toasts, the merge of
 * a visitor's cart at sign-in, routes.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <LocationProvider>
        <SessionProvider>
          <ToastProvider>
            <CartSync />
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </LocationProvider>
    </QueryClientProvider>
  );
}
