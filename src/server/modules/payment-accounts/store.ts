/**
 * Partners' MercadoPago accounts in the database (../../db/schema-payment-accounts): the OAuth `state`
 * of a connection in progress (hashed, single use, {@link CONNECT_STATE_TTL_MS}), the tokens (sealed by
 * ./cipher), and the access token for a charge, refreshed with the refresh token when it has less than
 * {@link REFRESH_MARGIN_MS} left (MercadoPago's access tokens last 180 days,
 * https://www.mercadopago.com.ar/developers/es/docs/security/oauth/renewal).
 * @module
 */
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { partnerPaymentAccounts, paymentConnectStates } from '../../db/schema-payment-accounts';
import { newOpaqueToken, sha256Hex } from '../../secrets';
import {
  countryOfSite,
  isMpSite,
  ProviderUnavailable,
  type MercadoPagoClient,
  type MpSite,
  type MpToken,
  mpTokenSchema,
} from '../payments/index';
import type { OAuthApplication, OAuthApplications } from './applications';
import type { TokenCipher } from './cipher';

/** How long a connection's `state` is accepted, ms (10 minutes: the partner is on MercadoPago's consent page). */
export const CONNECT_STATE_TTL_MS = 10 * 60_000;
/** Refresh an access token when less than this is left, ms (30 of its 180 days). */
export const REFRESH_MARGIN_MS = 30 * 86_400_000;
const PROVIDER = 'mercadopago';

/** What the store needs. */
export interface AccountStore {
  db: Database;
  /** The token cipher (its key is read from the database at first use). */
  cipher: () => Promise<TokenCipher>;
  client: MercadoPagoClient;
  /** The OAuth application of each country that has one (./applications; at least one). */
  applications: OAuthApplications;
  now: () => Date;
}

/** A connected account as shown to its partner. */
export interface AccountInfo {
  accountId: string;
  /** The MercadoPago site the account belongs to (ADR 0056). */
  site: MpSite;
  connectedAt: Date;
  expiresAt: Date;
}

/** Stores a new `state` for `partnerId`'s connection from session `sessionId`. @returns the state to send */
export async function createConnectState(
  store: AccountStore,
  partnerId: string,
  sessionId: string,
): Promise<string> {
  const state = newOpaqueToken();
  const now = store.now();
  await store.db.delete(paymentConnectStates).where(lt(paymentConnectStates.expiresAt, now));
  await store.db.insert(paymentConnectStates).values({
    stateHash: sha256Hex(state),
    sessionId,
    partnerId,
    expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
  });
  return state;
}

/**
 * Uses up `state`: deletes it and says whether it was this session's and partner's, and unexpired.
 * A state of another session is deleted too (it was shown to someone else: it must not be tried again).
 */
export async function consumeConnectState(
  store: AccountStore,
  state: string,
  partnerId: string,
  sessionId: string,
): Promise<boolean> {
  const [row] = await store.db
    .delete(paymentConnectStates)
    .where(eq(paymentConnectStates.stateHash, sha256Hex(state)))
    .returning();
  return !!row && row.sessionId === sessionId && row.partnerId === partnerId && row.expiresAt > store.now();
}

/** `GET /users/me` (the fields read): the account's MercadoPago site. */
const mpUserSchema = z.object({ site_id: z.string() });

/**
 * The site of the account of `accessToken` (`GET /users/me`, `site_id`; MercadoPago developers, "Usuarios").
 * @throws ProviderUnavailable / MercadoPagoRefused; ProviderUnavailable too for a site that is none of
 *   BuscaGym's countries'
 */
export async function requestSite(store: Pick<AccountStore, 'client'>, accessToken: string): Promise<MpSite> {
  const { site_id: site } = await store.client.call(
    { method: 'GET', path: '/users/me', token: accessToken },
    mpUserSchema,
  );
  if (!isMpSite(site)) throw new ProviderUnavailable(`MercadoPago account of site ${site}, not one of ours`);
  return site;
}

/** Seals and keeps a newly connected partner's tokens and site (replacing an earlier connection's). */
export async function saveTokens(
  store: AccountStore,
  partnerId: string,
  token: MpToken,
  site: MpSite,
): Promise<void> {
  const cipher = await store.cipher();
  const now = store.now();
  const values = {
    accountId: token.user_id,
    site,
    accessTokenEnc: cipher.seal(token.access_token),
    refreshTokenEnc: cipher.seal(token.refresh_token),
    expiresAt: new Date(now.getTime() + token.expires_in * 1000),
    connectedAt: now,
    refreshedAt: null,
  };
  await store.db
    .insert(partnerPaymentAccounts)
    .values({ partnerId, provider: PROVIDER, ...values })
    .onConflictDoUpdate({
      target: [partnerPaymentAccounts.partnerId, partnerPaymentAccounts.provider],
      set: values,
    });
}

/** A partner's account, or null. */
export async function findAccount(
  store: Pick<AccountStore, 'db'>,
  partnerId: string,
): Promise<AccountInfo | null> {
  const [row] = await store.db
    .select()
    .from(partnerPaymentAccounts)
    .where(
      and(eq(partnerPaymentAccounts.partnerId, partnerId), eq(partnerPaymentAccounts.provider, PROVIDER)),
    );
  if (!row) return null;
  return { accountId: row.accountId, site: row.site, connectedAt: row.connectedAt, expiresAt: row.expiresAt };
}

/** A partner's account name (`users.name`), or null when there is no such user. */
export async function findPartnerName(
  store: Pick<AccountStore, 'db'>,
  partnerId: string,
): Promise<string | null> {
  const [user] = await store.db.select({ name: users.name }).from(users).where(eq(users.id, partnerId));
  return user?.name ?? null;
}

/** Forgets a partner's account (his tokens are deleted). @returns whether there was one */
export async function deleteAccount(store: Pick<AccountStore, 'db'>, partnerId: string): Promise<boolean> {
  const gone = await store.db
    .delete(partnerPaymentAccounts)
    .where(
      and(eq(partnerPaymentAccounts.partnerId, partnerId), eq(partnerPaymentAccounts.provider, PROVIDER)),
    )
    .returning({ partnerId: partnerPaymentAccounts.partnerId });
  return gone.length > 0;
}

/**
 * Calls MercadoPago's token endpoint (`POST /oauth/token`) with a grant of application `app` (the one
 * the code or the refresh token was issued to: the partner's country's, ADR 0056).
 * @throws ProviderUnavailable / MercadoPagoRefused (an invalid or used code or refresh token, or one of
 *   another application)
 */
export function requestToken(
  store: Pick<AccountStore, 'client'>,
  app: Pick<OAuthApplication, 'clientId' | 'clientSecret'>,
  grant:
    | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
    | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<MpToken> {
  const secret = grant.grant_type === 'authorization_code' ? grant.code : grant.refresh_token;
  return store.client.call(
    {
      method: 'POST',
      path: '/oauth/token',
      body: { client_id: app.clientId, client_secret: app.clientSecret, ...grant },
      idempotencyKey: `oauth-${sha256Hex(secret)}`,
    },
    mpTokenSchema,
  );
}

/**
 * The partner's access token for a charge or a read, refreshed first when it expires within
 * {@link REFRESH_MARGIN_MS} (under the row's lock, so two requests never spend one refresh token).
 * @returns the token, or null when the partner has no connected account
 * @throws ProviderUnavailable / MercadoPagoRefused when a needed refresh fails (ProviderUnavailable too
 *   when the account's site's country has no OAuth application any more)
 */
export async function accessTokenOf(store: AccountStore, partnerId: string): Promise<string | null> {
  const cipher = await store.cipher();
  return store.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnerPaymentAccounts)
      .where(
        and(eq(partnerPaymentAccounts.partnerId, partnerId), eq(partnerPaymentAccounts.provider, PROVIDER)),
      )
      .for('update');
    if (!row) return null;
    if (row.expiresAt.getTime() - store.now().getTime() > REFRESH_MARGIN_MS)
      return cipher.open(row.accessTokenEnc);
    // The refresh token is the application's that connected the account: its site's country's.
    const country = countryOfSite(row.site);
    const app = country ? store.applications[country] : undefined;
    if (!app)
      throw new ProviderUnavailable(`no MercadoPago OAuth application of site ${row.site} to refresh`);
    const token = await requestToken(store, app, {
      grant_type: 'refresh_token',
      refresh_token: cipher.open(row.refreshTokenEnc),
    });
    const now = store.now();
    await tx
      .update(partnerPaymentAccounts)
      .set({
        accessTokenEnc: cipher.seal(token.access_token),
        refreshTokenEnc: cipher.seal(token.refresh_token),
        expiresAt: new Date(now.getTime() + token.expires_in * 1000),
        refreshedAt: now,
      })
      .where(
        and(eq(partnerPaymentAccounts.partnerId, partnerId), eq(partnerPaymentAccounts.provider, PROVIDER)),
      );
    return token.access_token;
  });
}

/**
 * Refreshes every connected account whose access token expires within {@link REFRESH_MARGIN_MS} (the
 * daily job `refresh-payment-accounts`), one at a time, each under its row's lock ({@link accessTokenOf}).
 * @returns how many were refreshed and how many failed (logged by the caller; retried the next day)
 */
export async function refreshExpiringAccounts(
  store: AccountStore,
  limit = 100,
): Promise<{ refreshed: number; failed: number }> {
  const due = await store.db
    .select({ partnerId: partnerPaymentAccounts.partnerId })
    .from(partnerPaymentAccounts)
    .where(
      and(
        eq(partnerPaymentAccounts.provider, PROVIDER),
        lt(partnerPaymentAccounts.expiresAt, new Date(store.now().getTime() + REFRESH_MARGIN_MS)),
      ),
    )
    .limit(limit);
  const report = { refreshed: 0, failed: 0 };
  for (const { partnerId } of due) {
    try {
      await accessTokenOf(store, partnerId);
      report.refreshed += 1;
    } catch {
      report.failed += 1;
    }
  }
  return report;
}
