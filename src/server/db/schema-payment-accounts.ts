/**
 * Partners' connected payment accounts (docs/decisions "payment providers and the MercadoPago
 * marketplace"; modules/payment-accounts):
 *
 * - `partner_payment_accounts`: one per partner and provider (today only `mercadopago`): the seller's
 *   account id at the provider, his OAuth access and refresh tokens ENCRYPTED (AES-256-GCM, key derived
 *   by HKDF from the app secret; never stored in clear), when the access token expires, and when the
 *   account was connected and last refreshed, and the MercadoPago site the account belongs to (`MLA`,
 *   `MLM`, `MLB`: its `site_id`, ADR 0056; a sale in another site's currency does not use it). Deleting
 *   the partner's account deletes it.
 * - `payment_connect_states`: the OAuth `state` of a connection in progress, stored as its SHA-256,
 *   bound to the session that started it and the partner, with a short expiry; a callback deletes the
 *   row it uses (single use).
 * @module
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accountRef } from './schema-refs';

/** A partner's connected account at a payment provider, with his OAuth tokens encrypted. */
export const partnerPaymentAccounts = pgTable(
  'partner_payment_accounts',
  {
    partnerId: accountRef('partner_id'),
    provider: text('provider').notNull(),
    /** The seller's user id at the provider (MercadoPago `user_id`). */
    accountId: text('account_id').notNull(),
    /** MercadoPago's site of the account (`GET /users/me` `site_id`, ADR 0056); `MLA` for those connected before. */
    site: text('site').notNull().default('MLA').$type<'MLA' | 'MLM' | 'MLB'>(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the access token. */
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    expiresAt: at('expires_at').notNull(),
    connectedAt: at('connected_at').notNull().defaultNow(),
    refreshedAt: at('refreshed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.provider] }),
    check('partner_payment_accounts_provider_ck', sql`${t.provider} in ('mercadopago')`),
    check('partner_payment_accounts_site_ck', sql`${t.site} in ('MLA', 'MLM', 'MLB')`),
  ],
);

/** An OAuth connection in progress: its `state` (hashed), session, partner and expiry. */
export const paymentConnectStates = pgTable('payment_connect_states', {
  /** SHA-256 hex of the `state` sent to the provider. */
  stateHash: text('state_hash').primaryKey(),
  /** The session that started the connection (its stored id, SessionUser.sessionId). */
  sessionId: text('session_id').notNull(),
  partnerId: accountRef('partner_id'),
  expiresAt: at('expires_at').notNull(),
});
