/**
 * Account screens (placeholders until the accounts issue).
 * @module
 */
export { LoginPage, RegisterPage } from './ComingSoonPage';
