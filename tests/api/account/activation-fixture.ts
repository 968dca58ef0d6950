// The app, the SMTP server and the helpers of the activation-link tests (ADR 0021): activation.test.ts
// (every state of a link) and takeover.test.ts (the registration whose link is used counts; registering
// an address that has an active account) each call useActivationApp() once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { accountMessages, activationLinkMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, type AccountTestApp } from './helpers';
import { activationLinkOf, startSmtp, type TestSmtp } from './smtp';

/** The password of the address's owner. */
export const VICTIM_PASSWORD = 'Victoria-Recoleta-2031';
/** The password of a stranger who registered the address first. */
export const ATTACKER_PASSWORD = 'Malvado-Boedo-Secreto-66';

/** The file's app, SMTP server and visitor client (set by {@link useActivationApp}). */
export let t: AccountTestApp;
export let smtp: TestSmtp;
export let client: Client;
let counter = 0;

/** Starts the SMTP server and builds the app before the file's tests; closes both after. */
export function useActivationApp(): void {
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildAccountApp({
      config: { smtpUrl: smtp.url, publicUrl: 'https://buscagym.test', activationResendIntervalMs: 0 },
    });
    client = new Client(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}

/** A fresh address for one test. */
export const address = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter}@example.com`;
};

export interface Registration {
  name: string;
  password: string;
  type: 'user' | 'partner';
  latitude?: number;
  longitude?: number;
}

/** Registers `email` and returns the activation link mailed for this registration. */
export async function registerAndGetLink(email: string, registration: Registration) {
  const since = smtp.messages.length;
  const res = await client.post('/api/service/register', { username: email, ...registration });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ created: true, message: accountMessages.registered });
  return activationLinkOf(await smtp.waitFor(email, { since }));
}

/** Opens an activation link as a visitor. */
export const open = (link: { userId: string; secretToken: string }) =>
  client.get(`/api/service/activation/${link.userId}/${link.secretToken}`);

/** Expects the refusal of a link: its status, reason and text. */
export function expectRefused(
  res: Awaited<ReturnType<typeof open>>,
  status: number,
  reason: keyof typeof activationLinkMessages,
) {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toMatchObject({
    status,
    body: { activated: false, reason, message: activationLinkMessages[reason] },
  });
}

/** The account row of `email`, or undefined. */
export const accountRow = async (email: string) =>
  (await t.handle.db.select().from(users).where(eq(users.email, email)))[0];
