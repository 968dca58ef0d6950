/**
 * Members (SPEC §7 user calls; ADR 0007): their routes under `/api/user` and the member profile
 * reader (`readMemberUser`) app.ts gives to the account module.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { memberRoutes, type MemberRoutesOptions } from './routes';
export { readMemberUser } from './profile';
