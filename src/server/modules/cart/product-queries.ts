/**
 * SQL of what is sold (ADR 0008 "products"): products are not a table of their own but read from the
 * catalogue, so a price or an activation change is seen at once. A gym's monthly membership has the
 * gym's id and price; each of its services with a price has the `gym_services` link's id and price.
 * Knows nothing of HTTP.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/array-params';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

/** A product as stored, before it is shown. `unitPrice` is the `numeric` text in the gym country's currency, null when the service has no price. */
export interface ProductRow {
  productId: string;
  kind: 'membership' | 'service';
  gymId: string;
  gymName: string;
  gymServiceId: string | null;
  /** Service name; null for the membership (its name is a Spanish label). */
  serviceName: string | null;
  description: string | null;
  unitPrice: string | null;
  /** The gym is published (`gym_active`) and, for a service, not held by the plan (ADR 0017). */
  gymActive: boolean;
  /** The gym's country (`gyms.country`, ISO 3166-1 in lower case): its currency is the price's (ADR 0053). */
  country: string;
}

const MEMBERSHIPS = (where: SQL) => sql`
  select g.id as "productId", 'membership' as kind, g.id as "gymId", g.name as "gymName",
         null::uuid as "gymServiceId", null::text as "serviceName", null::text as description,
         g.price::text as "unitPrice", g.gym_active as "gymActive", g.country
    from gyms g where ${where}`;

const SERVICES = (where: SQL) => sql`
  select gs.id as "productId", 'service' as kind, g.id as "gymId", g.name as "gymName",
         gs.id as "gymServiceId", s.name as "serviceName", gs.description,
         gs.price::text as "unitPrice", (g.gym_active and gs.plan_held_at is null) as "gymActive",
         g.country
    from gym_services gs join gyms g on g.id = gs.gym_id join services s on s.id = gs.service_id
   where ${where}`;

/** The products with these ids (memberships and services; unknown ids are simply absent). */
export async function findProductsByIds(db: Database, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const list = arrayParam(ids, 'uuid');
  return rows<ProductRow>(
    db,
    sql`${MEMBERSHIPS(sql`g.id = any(${list})`)} union all ${SERVICES(sql`gs.id = any(${list})`)}`,
  );
}

/** Every product of gym `gymId` with a price: the membership first, then services by name. */
export async function findProductsOfGym(db: Database, gymId: string): Promise<ProductRow[]> {
  return rows<ProductRow>(
    db,
    sql`select * from (${MEMBERSHIPS(sql`g.id = ${gymId}`)} union all ${SERVICES(sql`gs.gym_id = ${gymId}`)}) p
        order by (p.kind = 'service'), p."serviceName"`,
  );
}
