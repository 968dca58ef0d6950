/**
 * Harness of the claim API tests (ADR 0025 "Claims"): the commerce test app with real SMTP, plus gyms
 * without owner inserted directly (as an import leaves them: `owner_id` null, no price), partners with
 * a profile on a chosen plan, uploads as fixtures, and readers of the mailed code.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Claim, ClaimResponse } from '../../../src/shared/contract/claims';
import { gyms, partners } from '../../../src/server/db/schema';
import { uploads } from '../../../src/server/db/schema-marketplace';
import { createAccount, sessionFor, type AccountTestApp, type Client } from '../account/helpers';
import type { ReceivedMail, TestSmtp } from '../account/smtp';
import { rowsOf } from '../commerce/helpers';

export const claimUrl = (gymId: string): string => `/api/partner/gyms/${gymId}/claim`;
export const verifyUrl = (claimId: string): string => `/api/partner/claims/${claimId}/verify`;
export const MY_CLAIMS = '/api/partner/claims';
export const QUEUE = '/api/admin/claims';
export const approveUrl = (claimId: string): string => `/api/admin/claims/${claimId}/approve`;
export const rejectUrl = (claimId: string): string => `/api/admin/claims/${claimId}/reject`;

let gymCounter = 0;

/**
 * Inserts an active gym without owner, like an imported one; with `email` the claim mails a code there.
 * It has a price (an imported gym has none; the null price is the import tests' subject) so that the
 * partner's "Mis gimnasios" answers it whatever the state of that rule.
 * @returns its id
 */
export async function insertUnownedGym(
  t: AccountTestApp,
  email: string | null,
  name?: string,
): Promise<string> {
  gymCounter += 1;
  const [row] = await t.handle.db
    .insert(gyms)
    .values({
      name: name ?? `Club Abierto ${gymCounter}`,
      price: '15000.00',
      address: `Calle Importada ${gymCounter}`,
      latitude: (-34.6 - gymCounter / 1000).toFixed(7),
      longitude: '-58.4000000',
      email,
      ownerId: null,
      sourceRef: `test-open-data:${randomUUID()}`,
    })
    .returning({ id: gyms.id });
  if (!row) throw new Error('no gym');
  return row.id;
}

/** A new partner account with a profile on `plan`, and a client signed in as it. */
export async function newPartner(
  t: AccountTestApp,
  name: string,
  plan: 'free' | 'standar' | 'premium' = 'premium',
): Promise<{ id: string; email: string; client: Client }> {
  const email = `socio-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, type: 'partner', password: null, name });
  await t.handle.db.insert(partners).values({ userId: id, name, planCode: plan });
  return { id, email, client: await sessionFor(t, id) };
}

/** Stores an `uploads` row of `ownerId` (the upload endpoint's work, as a fixture); @returns its id. */
export async function insertUpload(t: AccountTestApp, ownerId: string): Promise<string> {
  const name = randomUUID();
  const [row] = await t.handle.db
    .insert(uploads)
    .values({
      ownerId,
      path: `gyms/${name}.webp`,
      thumbnailPath: `gyms/${name}-thumb.webp`,
      width: 1200,
      height: 800,
      bytes: 98_765,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('no upload');
  return row.id;
}

/** The claim of an answer. */
export const claimOf = (res: { json: <T>() => T }) => res.json<ClaimResponse>().claim;

/** The 6-digit code of a claim mail. */
export function codeOf(mail: ReceivedMail): string {
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** Waits for the code mail to `gymEmail` that names `partnerName`, received after `since` messages. */
export async function codeMailFor(
  smtp: TestSmtp,
  gymEmail: string,
  partnerName: string,
  since = 0,
): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages
      .slice(since)
      .find((m) => m.to.includes(gymEmail.toLowerCase()) && m.text.includes(partnerName));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no code mail to ${gymEmail} for ${partnerName}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * An unowned gym with the e-mail `gymEmail`, claimed by a new partner `partnerName`, and the code the
 * claim mailed to the gym (the first steps of every code-path test).
 */
export async function claimedByCode(
  t: AccountTestApp,
  smtp: TestSmtp,
  gymEmail: string,
  partnerName: string,
): Promise<{ gymId: string; partner: Awaited<ReturnType<typeof newPartner>>; claim: Claim; code: string }> {
  const gymId = await insertUnownedGym(t, gymEmail);
  const partner = await newPartner(t, partnerName);
  const since = smtp.messages.length;
  const claim = claimOf(await partner.client.post(claimUrl(gymId), {}));
  const code = codeOf(await codeMailFor(smtp, gymEmail, partnerName, since));
  return { gymId, partner, claim, code };
}

/** The owner of gym `gymId` (null without one). */
export async function ownerOf(t: AccountTestApp, gymId: string): Promise<string | null> {
  const [row] = await rowsOf<{ ownerId: string | null }>(
    t,
    sql`select owner_id as "ownerId" from gyms where id = ${gymId}`,
  );
  return row?.ownerId ?? null;
}

/** The audit actions recorded about gym `gymId`, oldest first. */
export async function auditActionsOf(t: AccountTestApp, gymId: string): Promise<string[]> {
  const found = await rowsOf<{ action: string }>(
    t,
    sql`select action from admin_audit_log where target_type = 'gym' and target_id = ${gymId} order by at, id`,
  );
  return found.map((r) => r.action);
}

/** Expects an error answer with `status` and the Spanish `message`. */
export function expectError(
  res: { statusCode: number; json: <T>() => T },
  status: number,
  message?: string,
): void {
  expect(res.statusCode).toBe(status);
  if (message !== undefined) expect(res.json<{ message: string }>().message).toBe(message);
}
