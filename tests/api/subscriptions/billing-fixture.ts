// The app, the SMTP server and the helpers of the paid-plan tests (ADR 0017): billing.test.ts (the
// subscription call, the plan checkout, the commission in force) and renewals.test.ts (the renew-plans
// job, the grace and the lapse to the free limits) each call useBillingApp() once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { subscriptionResponseSchema, type Subscription } from '../../../src/shared/contract/subscriptions';
import { buildAccountApp, type AccountTestApp } from '../account/helpers';
import { startSmtp, type TestSmtp } from '../account/smtp';
import { newKey, rowsOf } from '../commerce/helpers';
import { openTestDatabase } from '../helpers/app';
import { planCheckoutUrl, signUpPartner, subscriptionUrl, type SignedInPartner } from '../partners/helpers';

/** The file's app (set by {@link useBillingApp} before its tests run). */
export let t: AccountTestApp;
/** The file's SMTP server (every mail the app sent). */
export let smtp: TestSmtp;
/** Partners signed up so far by {@link newPartner}; the last one is `plan.partner${partnerCount}@example.com`. */
export let partnerCount = 0;

/** Opens a test database, builds the app with the SMTP server before the file's tests and closes both after. */
export function useBillingApp(): void {
  beforeAll(async () => {
    smtp = await startSmtp();
    const handle = await openTestDatabase();
    const built = await buildAccountApp({ handle, config: { smtpUrl: smtp.url } });
    t = { ...built, close: async () => (await built.close(), await handle.close()) };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}

/** Signs up a new partner, `plan.partner<n>@example.com`. */
export const newPartner = (name = 'Dueña Plan') => {
  partnerCount += 1;
  return signUpPartner(t, `plan.partner${partnerCount}@example.com`, name);
};

/** The partner's subscription as its owner reads it (expects 200). */
export const subscriptionOf = async (p: SignedInPartner): Promise<Subscription> => {
  const res = await p.client.get(subscriptionUrl(p.userId));
  expect(res.statusCode).toBe(200);
  return subscriptionResponseSchema.parse(res.json()).subscription;
};

/** The first mail to `to` with `subject` (waits up to 10 s: mails leave through the job outbox). */
export async function mailWith(to: string, subject: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = smtp.messages.find((m) => m.to.includes(to) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** `POST /api/partner/subscription/checkout/{id}` for `plan`, with an Idempotency-Key. */
export const checkoutPlan = (p: SignedInPartner, plan: unknown, key = newKey()) =>
  p.client.post(planCheckoutUrl(p.userId), { plan }, { 'idempotency-key': key });

/** Moves the partner's current period so that it ends at `end` (a month long), as time passing would. */
export async function periodEndsAt(userId: string, end: Date): Promise<void> {
  await t.handle.db.execute(
    sql`update plan_subscriptions set current_period_start = ${end.toISOString()}::timestamptz - interval '1 month',
               current_period_end = ${end.toISOString()}::timestamptz where user_id = ${userId}::uuid`,
  );
}

/** The partner's plan orders, oldest first. */
export const planOrdersOf = (userId: string) =>
  rowsOf<{ status: string; plan: string; key: string; card: string | null; total: string }>(
    t,
    sql`select status, plan_code as plan, idempotency_key as key, card_last4 as card, total::text as total
          from orders where user_id = ${userId}::uuid and kind = 'plan' order by created_at, id`,
  );

/** How many of the partner's gyms and services the free limits hold, and how many there are. */
export const heldOf = (userId: string) =>
  rowsOf<{ gyms: number; services: number; active: number; allGyms: number; allServices: number }>(
    t,
    sql`select (select count(*)::int from gyms where owner_id = ${userId}::uuid and plan_held_at is not null) as gyms,
               (select count(*)::int from gyms where owner_id = ${userId}::uuid and gym_active) as active,
               (select count(*)::int from gyms where owner_id = ${userId}::uuid) as "allGyms",
               (select count(*)::int from gym_services gs join gyms g on g.id = gs.gym_id
                 where g.owner_id = ${userId}::uuid and gs.plan_held_at is not null) as services,
               (select count(*)::int from gym_services gs join gyms g on g.id = gs.gym_id
                 where g.owner_id = ${userId}::uuid) as "allServices"`,
  ).then((r) => r[0]);
