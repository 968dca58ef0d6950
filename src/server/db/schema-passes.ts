/**
 * Rotating pass codes (ADR 0029): one row per pass whose member's device has received its TOTP secret.
 * From `issued_at` on, the pass's fixed signed code (`BGP1`) no longer opens the door; `last_step` is the
 * TOTP step last admitted, so a code is used once (a later scan of that step or an earlier one is
 * "Código ya usado"). The secret itself is derived from the pass-signing key, never stored.
 * @module
 */
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { passes } from './schema-commerce';

/** The rotating-code state of a pass. */
export const passRotation = pgTable('pass_rotation', {
  passId: uuid('pass_id')
    .primaryKey()
    .references(() => passes.id, { onDelete: 'cascade' }),
  /** When the member's device first received the secret. */
  issuedAt: at('issued_at').notNull().defaultNow(),
  /** TOTP counter (Unix time / 30 s) of the last code admitted at the door; null before any. */
  lastStep: bigint('last_step', { mode: 'number' }),
});
