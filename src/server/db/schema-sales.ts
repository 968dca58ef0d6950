/**
 * What happens after a sale (SPEC §1 "partner sees sales", §7 `/api/partner/sales/…`): the visits a pass
 * admits at the door, the member's consent to show health conditions to one gym, and the payouts of a
 * partner's net sales to the partner's CBU.
 *
 * Invariants kept by the database itself:
 * - a visit names a pass and the gym of that pass (`pass_visits` → `passes`, never deleted);
 * - consent is one row per (member, gym), present only while it is given (Ley 25.326 art. 5 and 7:
 *   sensitive data need express consent, which may be revoked at any time: revoking deletes the row);
 * - a payout is recorded once per (partner, reference) (`payouts_reference_uq`) and once per
 *   idempotency key (`payouts_idempotency_uq`), its amount > 0.
 * Money is `numeric(12,2)` ARS. Import note: references to the other schema files are lazy.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS } from '../../shared/constants/commerce';
import { users } from './schema';
import { passes } from './schema-commerce';
import { at, createdAt, money, optionalRef, requiredRef, uuidKey } from './columns';
import { accountRef, gymRef } from './schema-refs';

/**
 * One admitted entry at a gym's door with a pass. `memberId` is the pass holder at the time (null after
 * the member deletes the account). A service pass loses one use per visit; a repeat scan within the
 * same minute is the same visit and writes nothing.
 */
export const passVisits = pgTable(
  'pass_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    passId: requiredRef('pass_id', () => passes.id, 'restrict'),
    gymId: gymRef('restrict'),
    memberId: optionalRef('member_id', () => users.id),
    visitedAt: at('visited_at').notNull().defaultNow(),
  },
  (t) => [
    index('pass_visits_pass_idx').on(t.passId, t.visitedAt),
    index('pass_visits_gym_idx').on(t.gymId, t.visitedAt),
    // A member's visits of a gym (may this member review it, ADR 0024) and the visits of a day (the review
    // invitations the day after).
    index('pass_visits_member_gym_idx').on(t.memberId, t.gymId, t.visitedAt),
    index('pass_visits_visited_idx').on(t.visitedAt),
  ],
);

/** A member's express consent that gym `gymId` may see the member's health conditions; revoking deletes it. */
export const healthConsents = pgTable(
  'health_consents',
  {
    memberId: accountRef('member_id'),
    gymId: gymRef('cascade'),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gymId] }), index('health_consents_gym_idx').on(t.gymId)],
);

/**
 * A transfer of a partner's net sales to the partner's bank account: `cbu` as it was at the time,
 * `reference` the bank's (unique per partner, so recording a payout twice is refused), `paidAt` when the
 * money left. `createdBy` is the administrator who recorded it. The partner's balance is the net of its
 * sales minus its payouts.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuidKey(),
    partnerId: optionalRef('partner_id', () => users.id),
    amount: money('amount').notNull(),
    cbu: text('cbu').notNull(),
    reference: text('reference').notNull(),
    paidAt: at('paid_at').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
    /**
     * The administrator's `Idempotency-Key` of `POST /api/admin/payouts` (null for payouts recorded
     * before it existed): a retried request finds its payout instead of recording another.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('payouts_reference_uq').on(t.partnerId, t.reference),
    uniqueIndex('payouts_idempotency_uq').on(t.idempotencyKey),
    index('payouts_partner_paid_idx').on(t.partnerId, t.paidAt),
    check('payouts_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The partner's sales summed per Buenos Aires day and product (gym, kind, gym service, product name as
 * sold), kept by the statement trigger of migration `0014_sales_daily` on every insert into `sales`
 * (sales are facts, never updated: docs/architecture.md §5). The figures read these sums instead of the sales
 * themselves, so their cost follows days × products, not the number of sales. `gymServiceId` is the
 * service as sold (null for memberships; no foreign key: a deleted service keeps its sums under its old
 * id instead of merging into another key); `NULLS NOT DISTINCT` keeps one row per key.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    partnerId: accountRef('partner_id'),
    day: date('day').notNull(),
    gymId: gymRef('cascade'),
    productKind: text('product_kind', { enum: PRODUCT_KINDS }).notNull(),
    gymServiceId: uuid('gym_service_id'),
    productName: text('product_name').notNull(),
    gross: numeric('gross', { precision: 16, scale: 2 }).notNull(),
    commission: numeric('commission', { precision: 16, scale: 2 }).notNull(),
    net: numeric('net', { precision: 16, scale: 2 }).notNull(),
    sales: integer('sales').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    unique('sales_daily_key_uq')
      .on(t.partnerId, t.day, t.gymId, t.productKind, t.gymServiceId, t.productName)
      .nullsNotDistinct(),
  ],
);
