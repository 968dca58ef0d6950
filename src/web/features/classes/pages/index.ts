/**
 * The class screens, lazily loaded as one chunk: the member's "Mis reservas" and the partner's
 * "Clases" of a gym.
 * @module
 */
export { MyBookingsPage } from './MyBookingsPage';
export { PartnerClassesPage } from './PartnerClassesPage';
