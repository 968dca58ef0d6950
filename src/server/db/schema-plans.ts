/**
 * The partners' paid plans (ADR 0017): one subscription row per partner that ever paid a plan. The plan
 * in force stays `partners.plan_code` (limits and commission read it); this row says how it is billed.
 *
 * - `status`: `active` (paid up to `currentPeriodEnd`, renewed then by the renewal job), `pastDue` (the
 *   renewal failed at `renewalFailedAt`; the plan is kept until `graceUntil`), `lapsed` (grace over: the
 *   partner is back on the free plan since `lapsedAt`), `free` (the partner chose the free plan).
 * - `planCode` is the plan billed (the one to pay again when past due or lapsed).
 * - `lastOrderId` is the last paid plan order: renewals charge its card again (the demo card's last
 *   digits on the order; Stripe's customer and PaymentMethod on its PaymentIntent).
 * Import note: references are lazy, like the other schema files.
 * @module
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../shared/constants/plans';
import { users } from './schema';
import { orders } from './schema-commerce';
import { plans } from './schema-marketplace';
import { at, optionalRef, updatedAt } from './columns';

/** A partner's subscription (see module doc). */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    graceUntil: at('grace_until'),
    renewalFailedAt: at('renewal_failed_at'),
    lapsedAt: at('lapsed_at'),
    lastOrderId: optionalRef('last_order_id', () => orders.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The renewal job's two scans: active periods that ended, past-due graces that ran out.
    index('plan_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} = 'active'`),
    index('plan_subscriptions_grace_idx')
      .on(t.graceUntil)
      .where(sql`${t.status} = 'pastDue'`),
    check('plan_subscriptions_status_ck', sql`${t.status} in ('free', 'active', 'pastDue', 'lapsed')`),
    check('plan_subscriptions_period_ck', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    check('plan_subscriptions_grace_ck', sql`(${t.status} = 'pastDue') = (${t.graceUntil} is not null)`),
  ],
);
