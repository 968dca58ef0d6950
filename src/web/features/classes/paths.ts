import { seg } from '../../lib/path';
/**
 * Paths of the class screens, in the route style of the spec's table (SPEC §2): the member's
 * "Mis reservas" under the profile, the partner's "Clases" of one gym under the partner profile.
 * @module
 */

/** `/profile/user/{name}/{userId}/bookings`: "Mis reservas". */
export const myBookingsPath = (s: { name: string; userId: string }): string =>
  `/profile/user/${seg(s.name)}/${seg(s.userId)}/bookings`;

/** `/profile/partner/{name}/{userId}/classes/{gymId}`: the partner's "Clases" of gym `gymId`. */
export const partnerClassesPath = (name: string, userId: string, gymId: string): string =>
  `/profile/partner/${seg(name)}/${seg(userId)}/classes/${seg(gymId)}`;
