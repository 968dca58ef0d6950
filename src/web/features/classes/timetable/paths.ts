import { seg } from '../../../lib/path';
/**
 * Paths of the class screens, in the route style of the spec's table (SPEC §2): the member's
 * "Mis reservas" under the profile.
 * @module
 */

/** `/profile/user/{name}/{userId}/bookings`: "Mis reservas". */
export const myBookingsPath = (s: { name: string; userId: string }): string =>
  `/profile/user/${seg(s.name)}/${seg(s.userId)}/bookings`;
