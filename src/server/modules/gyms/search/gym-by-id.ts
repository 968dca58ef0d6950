/**
 * A gym's page (`GET /api/partner/gyms/gymbyid/{id}`): the catalogue's columns of the gym, its services,
 * whether a partner may claim it, its hours and the coming change of its Pase BuscaGym costs (./pase).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { CreditCostChange } from '../../../../shared/contract/credits-gyms';
import type { Database } from '../../../db/client';
import { rows } from '../../../db/sql';
import { PASE_CHANGE_COLUMN } from './pase';
import { GYM_COLUMNS, SERVICES_OF, type GymPageRow } from './queries';

/** A gym's page row: whether a partner may claim it, its hours, country and coming change of Pase costs (./pase). */
export type ActiveGymRow = GymPageRow & {
  claimable: boolean;
  openingHours: string | null;
  country: string;
  paseChange: CreditCostChange | null;
};

/**
 * The gym with this id, with its services and whether a partner may claim it, if it is active, else null.
 * @param id - a UUID (validated by the caller)
 */
export async function findActiveGymById(db: Database, id: string): Promise<ActiveGymRow | null> {
  // Claimable: an active gym without owner, e.g. one imported from open data (ADR 0025 "Claims").
  const [row] = await rows<ActiveGymRow>(
    db,
    sql`select ${GYM_COLUMNS}, g.owner_id is null as claimable, g.opening_hours as "openingHours", g.country,
      ${PASE_CHANGE_COLUMN}, ${SERVICES_OF(sql`g`)} from gyms g where g.id = ${id} and g.gym_active`,
  );
  return row ?? null;
}
