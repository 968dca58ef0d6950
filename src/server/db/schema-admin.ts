/**
 * Administration tables (SPEC §1 administrator; ADR 0018):
 *
 * - `admin_audit_log`: every administrative write, append-only (a trigger of migration 0016 refuses
 *   UPDATE, DELETE and TRUNCATE), written in the transaction of the action it records. The actor is kept
 *   by id and by the e-mail it had at the time, without a foreign key, so the entry outlives the account.
 * - `account_tombstones`: what remains of a deleted account (id, type, creation and deletion instants) and
 *   nothing personal (Ley 25.326 art. 4.7: data no longer needed is destroyed). A trigger on `users`
 *   writes it, so every way of deleting an account leaves one.
 *
 * Import note: no reference to other tables, so no import cycle.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from '../../shared/constants/admin';
import { at } from './columns';

/** One administrative action (see module doc); `before`/`after` are the values it changed. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at')
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at, t.id),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.at, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.at, t.id),
    check(
      'admin_audit_log_target_ck',
      sql`${t.targetType} in ('account', 'email', 'gym', 'review', 'import', 'order')`,
    ),
  ],
);

/** A deleted account (see module doc). */
export const accountTombstones = pgTable('account_tombstones', {
  userId: uuid('user_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: at('created_at').notNull(),
  deletedAt: at('deleted_at').notNull().defaultNow(),
});
