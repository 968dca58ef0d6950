/**
 * The member screens (SPEC §2 profile and user form), lazily loaded as one chunk.
 * @module
 */
export { MemberProfilePage } from './MemberProfilePage';
export { MemberFormPage } from './MemberFormPage';
