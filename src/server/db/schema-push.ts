/**
 * Web Push (ADR 0031): the devices that receive a member's notifications, and the pass-expiry
 * reminders already sent.
 *
 * - `push_subscriptions`: one row per browser subscription (W3C Push API `PushSubscription`): its
 *   push-service `endpoint` (unique: one device, one owner; subscribing again from another account
 *   moves it), the keys of RFC 8291 (`p256dh`, the device's P-256 public key, and `auth`, its 16-byte
 *   secret, both base64url), the member, and when a push last reached the service. Deleting the account
 *   deletes its rows (foreign key); a push service that answers 404 or 410 deletes the row.
 * - `push_pass_reminders`: the passes whose "vence en 3 días" notification was decided, so the daily
 *   job decides each pass once even when runs overlap or one is missed.
 * @module
 */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, requiredRef, uuidKey } from './columns';
import { accountRef } from './schema-refs';

import { passes } from './schema-commerce';

/** A device subscribed to a member's notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidKey(),
    userId: accountRef('user_id'),
    /** The push service's URL for this device (https, at most 2048 characters). */
    endpoint: text('endpoint').notNull(),
    /** The device's ECDH P-256 public key, uncompressed point, base64url (RFC 8291 §3.2 `ua_public`). */
    p256dh: text('p256dh').notNull(),
    /** The device's 16-byte authentication secret, base64url (RFC 8291 §3.2 `auth_secret`). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When the push service last accepted a notification for this device (2xx); null before any. */
    lastSuccessAt: at('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A pass whose expiry reminder the daily job has decided (sent, or nobody to send it to). */
export const pushPassReminders = pgTable('push_pass_reminders', {
  passId: requiredRef('pass_id', () => passes.id, 'cascade').primaryKey(),
  decidedAt: at('decided_at').notNull().defaultNow(),
  /** What the reminder was (`expiry-3d`), in case more reminders per pass are added. */
  kind: text('kind').notNull().default('expiry-3d'),
});
