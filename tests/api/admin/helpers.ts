/**
 * Harness of the administration API tests (ADR 0018): the commerce test app (partners A and B with their
 * gyms) plus an administrator, a member with health conditions, and URLs of the calls. The administrator's
 * session has its second factor verified (ADR 0019): `sessionFor` sets up TOTP through the API for it
 * (`passSecondFactor` in ../account/helpers, codes computed with otpauth from the secret the set-up answers).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { Client, createAccount, login, sessionFor } from '../account/helpers';
import { buildCommerceApp, rowsOf, type CommerceTestApp } from '../commerce/helpers';

export const ADMIN = {
  allusers: '/api/admin/allusers',
  allpartners: '/api/admin/allpartners',
  locks: '/api/admin/lockaccounts',
  unlock: (email: string) => `/api/admin/lockaccounts/${encodeURIComponent(email)}`,
  user: (id: string) => `/api/admin/userId/${id}`,
  audit: '/api/admin/audit',
  marketing: '/api/service/allusers',
  marketingCsv: '/api/service/allusers/csv',
  payouts: '/api/admin/payouts',
  mfa: '/api/admin/mfa',
  mfaSetup: '/api/admin/mfa/setup',
  mfaConfirm: '/api/admin/mfa/setup/confirm',
  mfaVerify: '/api/admin/mfa/verify',
};

/** The test app with an administrator and a member. */
export interface AdminTestApp extends CommerceTestApp {
  adminId: string;
  adminEmail: string;
  admin: Client;
  memberId: string;
  memberEmail: string;
  member: Client;
}

/** Builds the app; the member declared "Asma" and "Hipertensión" (health data that must never show). */
export async function buildAdminApp(): Promise<AdminTestApp> {
  const t = await buildCommerceApp();
  const adminEmail = `admin-${randomUUID()}@example.com`;
  const adminId = await createAccount(t.handle, { email: adminEmail, type: 'admin', name: 'Admin Uno' });
  const memberEmail = `socio-${randomUUID()}@example.com`;
  const memberId = await createAccount(t.handle, { email: memberEmail, name: 'Martín Núñez' });
  await t.handle.db.execute(
    sql`insert into member_health_conditions (user_id, condition_code) values (${memberId}::uuid, 'asma'), (${memberId}::uuid, 'hipertension')`,
  );
  return {
    ...t,
    adminId,
    adminEmail,
    admin: await sessionFor(t, adminId),
    memberId,
    memberEmail,
    member: await sessionFor(t, memberId),
  };
}

/** An administrator signed in with its password, its second factor still to do (ADR 0019). */
export interface PendingAdmin {
  id: string;
  email: string;
  client: Client;
  /** The login answer (`secondFactor`: `setup` or `verify`). */
  answer: { secondFactor?: string; type: string };
}

/** Creates an administrator (password `GOOD_PASSWORD`) and signs a new client in as it, second factor not done. */
export async function signInNewAdmin(t: CommerceTestApp, name = 'Admin Dos'): Promise<PendingAdmin> {
  const email = `admin-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, type: 'admin', name });
  return { id, email, ...(await signInAgain(t, email)) };
}

/** A new client signed in as `email` with its password (a new session: second factor not done). */
export async function signInAgain(
  t: CommerceTestApp,
  email: string,
): Promise<{ client: Client; answer: PendingAdmin['answer'] }> {
  const client = new Client(t.app);
  const res = await login(client, email);
  expect(res.statusCode, res.body).toBe(200);
  return { client, answer: res.json() };
}

/** The audit entries, oldest first, straight from the table. */
export const auditRows = (t: CommerceTestApp) =>
  rowsOf<{
    action: string;
    target_type: string;
    target_id: string;
    actor_email: string;
    before: unknown;
    after: unknown;
  }>(
    t,
    sql`select action, target_type, target_id, actor_email, before, after from admin_audit_log order by id`,
  );

/** Expects the refusal `status` with the house error body. */
export function expectError(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code: string,
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, message: expect.any(String) });
}

/** The `n` of a one-row count query. */
export async function countOf(t: CommerceTestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t, query);
  return row?.n ?? -1;
}
