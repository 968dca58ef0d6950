// The app and the helpers of the administrators' second-factor tests (ADR 0019; RFC 6238): mfa.test.ts
// (who may call, before the factor, set-up and codes) and mfa-reauth.test.ts (re-authentication, races,
// throttling) each call useMfaApp() once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MfaConfirmResponse, MfaSetupResponse } from '../../../src/shared/contract/admin-mfa';
import type { Client } from '../account/helpers';
import { sessionFor, totpCode } from '../account/helpers';
import { insertPaidSale } from '../helpers/sales';
import { GYM_A, rowsOf } from '../commerce/helpers';
import { ADMIN, buildAdminApp, type AdminTestApp, type PendingAdmin } from './helpers';

/** The partner's CBU (valid BCRA check digits) the payouts go to. */
export const CBU = '2850590940090418135201';
/** RFC 6238 time step X, ms. */
export const STEP_MS = 30_000;

/** The file's app (set by {@link useMfaApp} before its tests run). */
export let t: AdminTestApp;
/** Partner A's signed-in client. */
export let partner: Client;

/** Builds the admin app before the file's tests (partner A with a CBU and a paid sale) and closes it after. */
export function useMfaApp(): void {
  beforeAll(async () => {
    t = await buildAdminApp();
    partner = await sessionFor(t, t.partnerA);
    await t.handle.db.execute(sql`update partners set cbu = ${CBU} where user_id = ${t.partnerA}::uuid`);
    await insertPaidSale(t.handle, { gymId: GYM_A, partnerId: t.partnerA, gross: '10000.00' });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** The RFC 6238 time step of the last code the account's authenticator accepted (null: none). */
export const lastStepOf = async (userId: string): Promise<number | null> => {
  const [row] = await rowsOf<{ last_step: string | number | null }>(
    t,
    sql`select last_step from totp_authenticators where user_id = ${userId}::uuid`,
  );
  return row?.last_step === null || row?.last_step === undefined ? null : Number(row.last_step);
};

/**
 * A right code not used yet: the code of the step after the last one accepted, which the server accepts
 * while it is at most one step ahead of now (RFC 6238 §5.2 window); otherwise the code of now.
 */
export const freshCode = async (secret: string, userId: string): Promise<string> => {
  const now = Math.floor(Date.now() / STEP_MS);
  const last = (await lastStepOf(userId)) ?? -Infinity;
  const step = Math.max(now, last + 1);
  if (step > now + 1) throw new Error('no fresh code until the next step');
  return totpCode(secret, step * STEP_MS);
};

/** Sets the admin up through the API: setup, confirm with the code of now. */
export const setUp = async (
  admin: PendingAdmin,
): Promise<{ secret: string; confirmed: MfaConfirmResponse }> => {
  const setup = await admin.client.post(ADMIN.mfaSetup);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<MfaSetupResponse>();
  const confirm = await admin.client.post(ADMIN.mfaConfirm, { code: totpCode(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, confirmed: confirm.json<MfaConfirmResponse>() };
};

/** A lock request body for a new e-mail. */
export const lockBody = () => ({
  email: `banned-${randomUUID()}@example.com`,
  reason: 'Fraude con tarjetas',
});
/** `POST` of a 1 ARS payout to partner A, with an Idempotency-Key. */
export const payout = (client: Client) =>
  client.post(
    ADMIN.payouts,
    {
      partnerId: t.partnerA,
      amount: { $numberDecimal: '1.00' },
      paidAt: '2026-11-20',
      reference: `TRF-${randomUUID().slice(0, 8)}`,
    },
    { 'idempotency-key': `payout-${randomUUID()}` },
  );
