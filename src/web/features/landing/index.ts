/**
 * The landing page and the two pitch pages (SPEC §2: they load together as one lazy chunk,
 * `pages/index.ts`).
 * @module
 */
export { LandingPage, MemberPitchPage, OwnerPitchPage } from './pages';
