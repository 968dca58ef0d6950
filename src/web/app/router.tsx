/**
 * The route table (SPEC §2) on React Router's data router. Every screen is a lazy route; the landing
 * page and the two pitch pages share one chunk (SPEC §2: "load together"). While a screen loads, a
 * spinner shows inside the page frame; routing failures show "Unexpected Application Error!".
 * @module
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ScreenSpinner } from '../components/Spinner';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './routes/NotFoundPage';
import { ProfileRoute } from './routes/ProfileRoute';
import { RouteErrorPage } from './routes/RouteErrorPage';

const landing = () => import('../features/landing/pages');
const gyms = () => import('../features/gyms/pages');
const auth = () => import('../features/auth/pages');
const members = () => import('../features/members/pages');
const partners = () => import('../features/partners/pages');
const cart = () => import('../features/cart/pages');

/** The routes, exported for tests and for the accounts issue to extend. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        // Pathless: errors and the first-load spinner render inside the page frame.
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <ScreenSpinner />,
        children: [
          { index: true, lazy: async () => ({ Component: (await landing()).LandingPage }) },
          { path: 'legendCe', lazy: async () => ({ Component: (await landing()).OwnerPitchPage }) },
          { path: 'legendUf', lazy: async () => ({ Component: (await landing()).MemberPitchPage }) },
          { path: 'detail/gym/:id', lazy: async () => ({ Component: (await gyms()).GymDetailPage }) },
          { path: 'maps', lazy: async () => ({ Component: (await gyms()).GymMapPage }) },
          { path: 'login', lazy: async () => ({ Component: (await auth()).LoginPage }) },
          { path: 'register', lazy: async () => ({ Component: (await auth()).RegisterPage }) },
          { path: 'resetpassword', lazy: async () => ({ Component: (await auth()).ResetPasswordPage }) },
          {
            path: 'updatepassword/:userId',
            lazy: async () => ({ Component: (await auth()).UpdatePasswordPage }),
          },
          {
            path: 'activation/:userId/:secretToken',
            lazy: async () => ({ Component: (await auth()).ActivationPage }),
          },
          { path: 'deactivate/:userId', lazy: async () => ({ Component: (await auth()).DeactivatePage }) },
          { path: 'home/:type/:name/:userId', lazy: async () => ({ Component: (await auth()).HomePage }) },
          {
            path: 'home/:type/:name/:userId/:avatar',
            lazy: async () => ({ Component: (await auth()).HomePage }),
          },
          { path: 'profile/:type/:name/:userId', element: <ProfileRoute /> },
          {
            path: 'home/editprofile/:type/:name/:userId',
            lazy: async () => ({ Component: (await members()).MemberFormPage }),
          },
          {
            path: 'home/:type/:name/:userId/:avatar/FormUser',
            lazy: async () => ({ Component: (await members()).MemberFormPage }),
          },
          {
            path: 'profile/edit/partner/:name/:userId',
            lazy: async () => ({ Component: (await partners()).PartnerEditPage }),
          },
          {
            path: 'profile/partner/:name/:userId/gym',
            lazy: async () => ({ Component: (await partners()).GymFormPage }),
          },
          {
            path: 'profile/edit/partner/:name/:userId/:gymId',
            lazy: async () => ({ Component: (await partners()).GymFormPage }),
          },
          {
            path: 'profile/partner/:name/:userId/gym/service',
            lazy: async () => ({ Component: (await partners()).ServiceFormPage }),
          },
          {
            path: 'profile/edit/partner/:name/:userId/gym/service',
            lazy: async () => ({ Component: (await partners()).ServiceFormPage }),
          },
          { path: 'cart', lazy: async () => ({ Component: (await cart()).CartPage }) },
          { path: 'stripe', lazy: async () => ({ Component: (await cart()).CheckoutPage }) },
          { path: 'orders/:orderId', lazy: async () => ({ Component: (await cart()).OrderPage }) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Creates the browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
