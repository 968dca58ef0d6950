/**
 * Public pieces of the accounts feature for the app shell: the browser session and the route guard.
 * @module
 */
export { HomeEmpty } from './components/HomeEmpty';
export { accountPage, partnerOnlyPage, RequireAccount } from './components/RequireAccount';
export { guardDecision } from './session/guard-rule';
export { useMemberId, useMemberQuery } from './session/member-query';
export { useSession } from './session/session-context';
export { SessionProvider } from './session/SessionProvider';
export { homePath, profilePath } from './session/session-storage';
