import { seg } from '../../../lib/path';
/**
 * Paths of the partner screens (SPEC §2 route table). The gym and service to edit travel
 * as the `{gymId}` segment and the `?gym=`/`&service=` query.
 * @module
 */

/** Every partner screen path of the account `userId` shown as `name`. */
export function partnerPaths(name: string, userId: string) {
  const base = `${seg(name)}/${seg(userId)}`;
  return {
    profile: `/profile/partner/${base}`,
    sales: `/profile/partner/${base}/sales`,
    checkin: `/profile/partner/${base}/checkin`,
    clients: `/profile/partner/${base}/clients`,
    edit: `/profile/edit/partner/${base}`,
    newGym: `/profile/partner/${base}/gym`,
    /** The payment screen of the paid plan `code` (ADR 0017). */
    payPlan: (code: string) => `/profile/partner/${base}/plan/${seg(code)}`,
    editGym: (gymId: string) => `/profile/edit/partner/${base}/${seg(gymId)}`,
    /** The gym's Pase BuscaGym terms (ADR 0045). */
    pase: (gymId: string) => `/profile/partner/${base}/pase/${seg(gymId)}`,
    newService: (gymId: string) => `/profile/partner/${base}/gym/service?gym=${seg(gymId)}`,
    editService: (gymId: string, serviceId: string) =>
      `/profile/edit/partner/${base}/gym/service?gym=${seg(gymId)}&service=${seg(serviceId)}`,
    updatePassword: `/updatepassword/${seg(userId)}`,
    deactivate: `/deactivate/${seg(userId)}`,
  };
}

/** The paths of {@link partnerPaths}. */
export type PartnerPaths = ReturnType<typeof partnerPaths>;

/** `/profile/partner/{name}/{userId}/classes/{gymId}`: the partner's "Clases" of gym `gymId`. */
export const partnerClassesPath = (name: string, userId: string, gymId: string): string =>
  `/profile/partner/${seg(name)}/${seg(userId)}/classes/${seg(gymId)}`;
