/**
 * The member screens (issue "Members" §1–§5), lazily loaded as one chunk.
 * @module
 */
export { MemberProfilePage } from './MemberProfilePage';
export { MemberFormPage } from './MemberFormPage';
