/**
 * The account screens (SPEC §2 auth group; ADR 0003), lazily loaded as one chunk.
 * @module
 */
export { ActivationPage } from './ActivationPage';
export { DeactivatePage } from './DeactivatePage';
export { LoginPage } from './LoginPage';
export { ProfilePage } from './ProfilePage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UpdatePasswordPage } from './UpdatePasswordPage';
