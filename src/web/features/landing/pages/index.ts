/**
 * The landing group's pages, in one module so they load as one chunk (SPEC §2).
 * @module
 */
export { LandingPage } from './LandingPage';
export { MemberPitchPage } from './MemberPitchPage';
export { OwnerPitchPage } from './OwnerPitchPage';
