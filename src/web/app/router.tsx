/**
 * The route table (SPEC §2) in React Router's declarative mode (ADR 0013: the data router alone weighs
 * 17 KB gzipped more, which the landing page's budget cannot carry). Every screen is a lazy component;
 * the landing page and the two pitch pages share one chunk (SPEC §2: "load together"); the map and
 * the gym detail are separate chunks, since each carries libraries the other does not need. While a screen
 * loads, the page frame shows a spinner in a reserved area (RootLayout); a screen that throws shows
 * "Unexpected Application Error!" (SPEC §8), or, when its code cannot be downloaded, reloads once and then
 * says so in Spanish (RouteErrorPage).
 * @module
 */
import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './routes/NotFoundPage';
import { ProfileRoute } from './routes/ProfileRoute';
import type { ServerPage } from './server-pages';

/** A screen of the route table: a lazy component with the loader of its code. */
type Screen = ComponentType & {
  /** Loads the screen's chunk; from then on the screen renders at once, without suspending. */
  preload: () => Promise<ComponentType>;
};

/**
 * A lazy screen: `load` imports the chunk, `pick` names the component in it. React's `lazy` suspends on
 * its first render even when the chunk is already loaded; during hydration (ADR 0046) that leaves the
 * page frame's Suspense boundary dehydrated, and the first update that reaches it (the session shown
 * once hydrated, the position) makes React throw the server's HTML away and render the screen again
 * from the spinner, asking the API again. A screen whose chunk was preloaded renders its component
 * directly instead. Each mount keeps the component it started with, so a re-render never swaps the
 * lazy wrapper for the component (which would remount the screen and lose its state).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loaded: ComponentType | null = null;
  const preload = async () => (loaded ??= pick(await load()));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(LazyScreen, { preload });
}

const landing = () => import('../features/landing/pages');
const auth = () => import('../features/auth/pages');
const members = () => import('../features/members/pages');
const partners = () => import('../features/partners/pages');
const sales = () => import('../features/sales');
const checkin = () => import('../features/checkin');
const clients = () => import('../features/clients');
const cart = () => import('../features/cart/pages');
const admin = () => import('../features/admin/pages');
const classes = () => import('../features/classes/pages');

const gymDetail = () => import('../features/gyms/pages/GymDetailPage');
const gymMap = () => import('../features/gyms/pages/GymMapPage');

const LandingPage = screen(landing, (m) => m.LandingPage);
const OwnerPitchPage = screen(landing, (m) => m.OwnerPitchPage);
const MemberPitchPage = screen(landing, (m) => m.MemberPitchPage);
const GymDetailPage = screen(gymDetail, (m) => m.GymDetailPage);
const GymMapPage = screen(gymMap, (m) => m.GymMapPage);

/** The screen of each server-rendered page. */
const SERVER_SCREENS: Record<ServerPage['kind'], Screen> = {
  landing: LandingPage,
  ownerPitch: OwnerPitchPage,
  memberPitch: MemberPitchPage,
  map: GymMapPage,
  gym: GymDetailPage,
};

/**
 * Loads the screen of a server-rendered page before the browser hydrates it (ADR 0046), so React
 * hydrates the server's HTML at once and keeps it (see {@link screen}).
 * @throws (rejects) when the screen's chunk cannot be downloaded
 */
export function preloadScreen(page: ServerPage): Promise<unknown> {
  return SERVER_SCREENS[page.kind].preload();
}
const SourcesPage = screen(
  () => import('../features/sources/SourcesPage'),
  (m) => m.SourcesPage,
);
// The consumer's legal buttons (ADR 0027): one small chunk, reached from the footer of every page.
const WithdrawalPage = screen(
  () => import('../features/withdrawals/WithdrawalPage'),
  (m) => m.WithdrawalPage,
);
const CancelPage = screen(
  () => import('../features/withdrawals/CancelPage'),
  (m) => m.CancelPage,
);
// Sign-in and registration are first screens too: chunks of their own, without the other account pages.
const LoginPage = screen(
  () => import('../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
const RegisterPage = screen(
  () => import('../features/auth/pages/RegisterPage'),
  (m) => m.RegisterPage,
);
const ResetPasswordPage = screen(auth, (m) => m.ResetPasswordPage);
const UpdatePasswordPage = screen(auth, (m) => m.UpdatePasswordPage);
const ActivationPage = screen(auth, (m) => m.ActivationPage);
const DeactivatePage = screen(auth, (m) => m.DeactivatePage);
const HomePage = screen(
  () => import('../features/gyms/pages/HomePage'),
  (m) => m.HomePage,
);
const MemberFormPage = screen(members, (m) => m.MemberFormPage);
const PartnerEditPage = screen(partners, (m) => m.PartnerEditPage);
const GymFormPage = screen(partners, (m) => m.GymFormPage);
const ServiceFormPage = screen(partners, (m) => m.ServiceFormPage);
const PaseTermsPage = screen(partners, (m) => m.PaseTermsPage);
const SalesPage = screen(sales, (m) => m.SalesPage);
const CheckinPage = screen(checkin, (m) => m.CheckinPage);
const ClientsPage = screen(clients, (m) => m.ClientsPage);
const PlanPaymentPage = screen(
  () => import('../features/cart/pages/PlanPaymentPage'),
  (m) => m.PlanPaymentPage,
);
const CartPage = screen(cart, (m) => m.CartPage);
const CheckoutPage = screen(cart, (m) => m.CheckoutPage);
const OrderPage = screen(cart, (m) => m.OrderPage);
const AdminHomePage = screen(admin, (m) => m.AdminHomePage);
const AdminConsolePage = screen(admin, (m) => m.AdminConsolePage);
const SecondFactorPage = screen(admin, (m) => m.SecondFactorPage);
const MyBookingsPage = screen(classes, (m) => m.MyBookingsPage);
// Pase BuscaGym (ADR 0045): "Mis créditos", and the payment of a plan's month with the cart's screens.
const MyCreditsPage = screen(
  () => import('../features/credits/pages'),
  (m) => m.MyCreditsPage,
);
const CreditsPaymentPage = screen(cart, (m) => m.CreditsPaymentPage);
const PartnerClassesPage = screen(classes, (m) => m.PartnerClassesPage);

/** The routes of the app, inside the page frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="legendCe" element={<OwnerPitchPage />} />
        <Route path="legendUf" element={<MemberPitchPage />} />
        <Route path="detail/gym/:id" element={<GymDetailPage />} />
        <Route path="maps" element={<GymMapPage />} />
        <Route path="fuentes" element={<SourcesPage />} />
        <Route path="arrepentimiento" element={<WithdrawalPage />} />
        <Route path="baja" element={<CancelPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="resetpassword" element={<ResetPasswordPage />} />
        <Route path="updatepassword/:userId" element={<UpdatePasswordPage />} />
        <Route path="activation/:userId/:secretToken" element={<ActivationPage />} />
        <Route path="deactivate/:userId" element={<DeactivatePage />} />
        <Route path="home/:type/:name/:userId" element={<HomePage />} />
        <Route path="home/:type/:name/:userId/:avatar" element={<HomePage />} />
        <Route path="profile/:type/:name/:userId" element={<ProfileRoute />} />
        {/* Administrators: their own home and the console (SPEC §1, §2); the second factor (ADR 0019). */}
        <Route path="home/admin/:name/:userId" element={<AdminHomePage />} />
        <Route path="profile/admin/:name/:userId/*" element={<AdminConsolePage />} />
        <Route path="admin/segundo-factor" element={<SecondFactorPage />} />
        <Route path="home/editprofile/:type/:name/:userId" element={<MemberFormPage />} />
        <Route path="home/:type/:name/:userId/:avatar/FormUser" element={<MemberFormPage />} />
        <Route path="profile/edit/partner/:name/:userId" element={<PartnerEditPage />} />
        <Route path="profile/partner/:name/:userId/gym" element={<GymFormPage />} />
        <Route path="profile/partner/:name/:userId/sales" element={<SalesPage />} />
        <Route path="profile/partner/:name/:userId/checkin" element={<CheckinPage />} />
        <Route path="profile/partner/:name/:userId/clients" element={<ClientsPage />} />
        {/* Classes (ADR 0022): the member's bookings and the partner's classes of one gym. */}
        <Route path="profile/user/:name/:userId/bookings" element={<MyBookingsPage />} />
        <Route path="profile/partner/:name/:userId/classes/:gymId" element={<PartnerClassesPage />} />
        <Route path="profile/partner/:name/:userId/plan/:code" element={<PlanPaymentPage />} />
        <Route path="profile/partner/:name/:userId/pase/:gymId" element={<PaseTermsPage />} />
        <Route path="profile/edit/partner/:name/:userId/:gymId" element={<GymFormPage />} />
        <Route path="profile/partner/:name/:userId/gym/service" element={<ServiceFormPage />} />
        <Route path="profile/edit/partner/:name/:userId/gym/service" element={<ServiceFormPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="stripe" element={<CheckoutPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="creditos" element={<MyCreditsPage />} />
        <Route path="creditos/plan/:planId" element={<CreditsPaymentPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
