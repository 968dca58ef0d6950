// Paid plans (ADR 0017) with the demo provider, on PGlite and PostgreSQL: the subscription call and its
// refusals, the plan checkout paid like a cart order, the month in Buenos Aires, the receipt, the
// commission of the plan in force at each sale, renewals with the saved card, a failed renewal's grace
// and mail, the lapse to the free limits (gyms and services held, never deleted, hidden from the
// catalogue) and their return when a plan is paid again.
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import type { Order } from '../../../src/shared/contract/orders';
import { subscriptionResponseSchema, type Subscription } from '../../../src/shared/contract/subscriptions';
import {
  accountMessages,
  commerceMessages,
  partnerMessages,
  planMailMessages,
  subscriptionMessages,
} from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { startSmtp, type TestSmtp } from '../account/smtp';
import { cartAction, checkoutWith, demoPayUrl, newKey, rowsOf, signedIn } from '../commerce/helpers';
import { openTestDatabase } from '../helpers/app';
import {
  insertGyms,
  payPlan,
  planCheckoutUrl,
  signUpPartner,
  subscriptionUrl,
  type SignedInPartner,
} from '../partners/helpers';

let t: AccountTestApp;
let smtp: TestSmtp;

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

let partnerCount = 0;
const newPartner = (name = 'Dueña Plan') => {
  partnerCount += 1;
  return signUpPartner(t, `plan.partner${partnerCount}@example.com`, name);
};

const subscriptionOf = async (p: SignedInPartner): Promise<Subscription> => {
  const res = await p.client.get(subscriptionUrl(p.userId));
  expect(res.statusCode).toBe(200);
  return subscriptionResponseSchema.parse(res.json()).subscription;
};

/** The first mail to `to` with `subject` (waits up to 10 s: mails leave through the job outbox). */
async function mailWith(to: string, subject: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = smtp.messages.find((m) => m.to.includes(to) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const checkoutPlan = (p: SignedInPartner, plan: unknown, key = newKey()) =>
  p.client.post(planCheckoutUrl(p.userId), { plan }, { 'idempotency-key': key });

/** Moves the partner's current period so that it ends at `end` (a month long), as time passing would. */
async function periodEndsAt(userId: string, end: Date): Promise<void> {
  await t.handle.db.execute(
    sql`update plan_subscriptions set current_period_start = ${end.toISOString()}::timestamptz - interval '1 month',
               current_period_end = ${end.toISOString()}::timestamptz where user_id = ${userId}::uuid`,
  );
}

const planOrdersOf = (userId: string) =>
  rowsOf<{ status: string; plan: string; key: string; card: string | null; total: string }>(
    t,
    sql`select status, plan_code as plan, idempotency_key as key, card_last4 as card, total::text as total
          from orders where user_id = ${userId}::uuid and kind = 'plan' order by created_at, id`,
  );

const heldOf = (userId: string) =>
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

describe('GET /api/partner/subscription/{id}', () => {
  it('a new partner is on the free plan; only the partner itself or an admin read it', async () => {
    const p = await newPartner();
    expect(await subscriptionOf(p)).toEqual({
      plan: 'free',
      status: 'free',
      billedPlan: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      graceUntil: null,
      renewalFailedAt: null,
      cardLast4: null,
      held: { gyms: 0, services: 0 },
    });
    expect((await new Client(t.app).get(subscriptionUrl(p.userId))).statusCode).toBe(401);
    const other = await newPartner('Otra');
    const member = await signedIn(t, 'user');
    for (const client of [other.client, member.client]) {
      const res = await client.get(subscriptionUrl(p.userId));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.get(subscriptionUrl(p.userId))).json()).toMatchObject({
      subscription: { plan: 'free', status: 'free' },
    });
    expect((await admin.client.get(subscriptionUrl(admin.id))).statusCode).toBe(404);
  });
});

describe('POST /api/partner/subscription/checkout/{id}', () => {
  it('400 for the free plan, an unknown or a missing plan, and without an Idempotency-Key', async () => {
    const p = await newPartner();
    const free = await checkoutPlan(p, 'free');
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: subscriptionMessages.planIsFree });
    const unknown = await checkoutPlan(p, 'platinum');
    expect(unknown.json()).toMatchObject({ fields: { plan: partnerMessages.planNotFound } });
    for (const plan of ['', undefined, 7])
      expect((await checkoutPlan(p, plan)).json()).toMatchObject({ code: 'VALIDATION' });
    const noKey = await p.client.post(planCheckoutUrl(p.userId), { plan: 'standar' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ message: commerceMessages.idempotencyKeyMissing });
    expect(await planOrdersOf(p.userId)).toEqual([]);
  });

  it('only the partner itself: 401 visitor, 403 member, admin and other partner', async () => {
    const p = await newPartner();
    const other = await newPartner('Otro');
    const member = await signedIn(t, 'user');
    const admin = await signedIn(t, 'admin');
    expect((await new Client(t.app).post(planCheckoutUrl(p.userId), { plan: 'standar' })).statusCode).toBe(
      401,
    );
    for (const [client, message] of [
      [member.client, partnerMessages.partnersOnly],
      [admin.client, partnerMessages.partnersOnly],
      [other.client, accountMessages.forbidden],
    ] as const) {
      const res = await client.post(
        planCheckoutUrl(p.userId),
        { plan: 'standar' },
        { 'idempotency-key': newKey() },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message });
    }
    expect(await planOrdersOf(p.userId)).toEqual([]);
  });

  it('one order per attempt; paid: the plan in force for a Buenos Aires calendar month, card kept, receipt mailed', async () => {
    const p = await newPartner('Sofía Plan');
    const key = newKey();
    const first = await checkoutPlan(p, 'standar', key);
    expect(first.statusCode).toBe(201);
    const { order, payment } = first.json<{ order: Order; payment: unknown }>();
    expect(order).toMatchObject({
      kind: 'plan',
      plan: { code: 'standar', name: 'Standar' },
      status: 'pending',
      total: { $numberDecimal: '14999.00' },
      lines: [],
    });
    expect(payment).toEqual({ provider: 'manual' });
    const replay = await checkoutPlan(p, 'standar', key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ order: Order }>().order._id).toBe(order._id);
    // A new attempt of the same plan while this one is pending answers it too.
    expect((await checkoutPlan(p, 'standar')).json<{ order: Order }>().order._id).toBe(order._id);
    // Nobody else pays or reads it.
    const other = await newPartner('Ajena');
    expect((await other.client.post(demoPayUrl(order._id), { cardLast4: '4242' })).statusCode).toBe(404);
    expect((await other.client.get(`/api/orders/${order._id}`)).statusCode).toBe(404);

    const before = Date.now();
    const paid = await p.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
    expect(paid.json<{ order: Order }>().order).toMatchObject({ status: 'paid', kind: 'plan' });
    const sub = await subscriptionOf(p);
    expect(sub).toMatchObject({
      plan: 'standar',
      status: 'active',
      billedPlan: 'standar',
      cardLast4: '4242',
    });
    const start = new Date(sub.currentPeriodStart ?? '');
    const end = new Date(sub.currentPeriodEnd ?? '');
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // One calendar month on Buenos Aires' calendar, computed independently with date-fns.
    const expected = addMonths(new TZDate(start.getTime(), 'America/Argentina/Buenos_Aires'), 1);
    expect(end.getTime()).toBe(expected.getTime());
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect((await p.client.get(`/api/partner/profile/${p.userId}`)).json()).toMatchObject({
      partner: { plan: 'standar' },
    });
    // The same plan again while it is paid up: 409.
    const again = await checkoutPlan(p, 'standar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: subscriptionMessages.alreadyPaid('Standar') });
    // The receipt, from the job outbox, over real SMTP.
    const mail = await mailWith(
      `plan.partner${partnerCount - 1}@example.com`,
      `Tu compra ${order.reference} en BuscaGym`,
    );
    expect(mail.text).toContain('Plan Standar (1 mes)');
    expect(mail.text).toContain(planMailMessages.planReceiptClosing);
  });

  it('a declined card leaves the plan unchanged; the next attempt pays', async () => {
    const p = await newPartner();
    const declined = await payPlan(p, 'premium', '0002');
    expect(declined.json<{ order: Order }>().order.status).toBe('failed');
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'free', status: 'free' });
    expect((await payPlan(p, 'premium')).json<{ order: Order }>().order.status).toBe('paid');
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  it('a member cannot list a partner’s plan orders, and a partner has no cart orders', async () => {
    const p = await newPartner();
    await payPlan(p, 'standar');
    const res = await p.client.get('/api/orders');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: commerceMessages.membersOnly });
  });
});

describe('commission of the plan in force at the time of each sale', () => {
  it('15 % on Gratis before paying Golden, 5 % after; earlier sales unchanged', async () => {
    const p = await newPartner('Dueño Comisión');
    const [gymId] = await insertGyms(t, p.userId, { count: 1, prefix: 'Comisión' });
    const member = await signedIn(t, 'user');
    const buy = async () => {
      expect((await cartAction(member.client, { action: 'add', id: gymId })).statusCode).toBe(200);
      const { order } = (await checkoutWith(member.client)).json<{ order: Order }>();
      expect((await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' })).json()).toMatchObject({
        order: { status: 'paid' },
      });
    };
    await buy();
    await payPlan(p, 'golden');
    await buy();
    const sales = await rowsOf<{ percent: string; commission: string; net: string }>(
      t,
      sql`select commission_percent::text as percent, commission::text as commission, net::text as net
            from sales where partner_id = ${p.userId}::uuid order by created_at, id`,
    );
    // 15 000.00 at 15 % → 2 250.00; at 5 % → 750.00.
    expect(sales).toEqual([
      { percent: '15.00', commission: '2250.00', net: '12750.00' },
      { percent: '5.00', commission: '750.00', net: '14250.00' },
    ]);
  });
});

describe('renewals (the renew-plans job)', () => {
  it('charges the saved card when the period ends: one more month from the old end; runs again change nothing', async () => {
    const p = await newPartner();
    await payPlan(p, 'standar', '4242');
    const end = new Date(Date.now() - 60_000);
    await periodEndsAt(p.userId, end);
    const report = await renewPlans(t.app.orders);
    expect(report).toMatchObject({ renewed: 1, failed: 0, lapsed: 0 });
    const sub = await subscriptionOf(p);
    expect(sub).toMatchObject({ plan: 'standar', status: 'active', cardLast4: '4242' });
    expect(sub.currentPeriodStart).toBe(end.toISOString());
    expect(new Date(sub.currentPeriodEnd ?? '').getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await renewPlans(t.app.orders)).toMatchObject({ renewed: 0, failed: 0, skipped: 0 });
    const orders = await planOrdersOf(p.userId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({
      status: 'paid',
      key: `renewal-${end.getTime()}`,
      card: '4242',
      total: '14999.00',
    });
  });

  it('concurrent runs make one renewal order and one charge', async () => {
    const p = await newPartner();
    await payPlan(p, 'premium');
    await periodEndsAt(p.userId, new Date(Date.now() - 1000));
    const reports = await Promise.all([
      renewPlans(t.app.orders),
      renewPlans(t.app.orders),
      renewPlans(t.app.orders),
    ]);
    expect(reports.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    expect((await planOrdersOf(p.userId)).filter((o) => o.key.startsWith('renewal-'))).toHaveLength(1);
  });

  it('a failed renewal keeps the plan 7 days and mails; then the free limits hold gyms and services; paying restores them', async () => {
    const p = await newPartner('Marta Vence');
    const email = `plan.partner${partnerCount}@example.com`;
    await payPlan(p, 'standar', '0341'); // Stripe's "charges fail" test card: the first payment passes
    const gymIds = await insertGyms(t, p.userId, { count: 3, servicesEach: 7, prefix: 'Vence' });
    expect(await heldOf(p.userId)).toMatchObject({ gyms: 0, services: 0, active: 3 });
    const end = new Date(Date.now() - 60_000);
    await periodEndsAt(p.userId, end);

    expect(await renewPlans(t.app.orders)).toMatchObject({ renewed: 0, failed: 1 });
    const pastDue = await subscriptionOf(p);
    const graceUntil = new Date(end.getTime() + 7 * 86_400_000);
    expect(pastDue).toMatchObject({
      plan: 'standar',
      status: 'pastDue',
      graceUntil: graceUntil.toISOString(),
    });
    expect(pastDue.renewalFailedAt).not.toBeNull();
    const warning = await mailWith(email, planMailMessages.renewalFailedSubject('Standar'));
    expect(warning.text).toContain('Lo mantenemos activo hasta el');
    // Still within the grace: nothing changes, nothing is charged again.
    expect(await renewPlans(t.app.orders, new Date(graceUntil.getTime() - 1000))).toMatchObject({
      failed: 0,
      lapsed: 0,
    });
    expect(await heldOf(p.userId)).toMatchObject({ gyms: 0, services: 0, active: 3 });

    // Grace over: back to Gratis (1 gym, 5 services per gym), the rest held, nothing deleted.
    const lapsedAt = new Date(graceUntil.getTime() + 1000);
    expect(await renewPlans(t.app.orders, lapsedAt)).toMatchObject({ lapsed: 1 });
    expect(await subscriptionOf(p)).toMatchObject({
      plan: 'free',
      status: 'lapsed',
      billedPlan: 'standar',
      graceUntil: null,
      held: { gyms: 2, services: 6 },
    });
    expect(await heldOf(p.userId)).toEqual({ gyms: 2, services: 6, active: 1, allGyms: 3, allServices: 21 });
    const lapseMail = await mailWith(email, planMailMessages.lapsedSubject('Standar'));
    expect(lapseMail.text).toContain(planMailMessages.lapsed('Standar', 2, 6));

    // The oldest gym stays published with its 5 oldest services; the others are out of the catalogue.
    const visitor = new Client(t.app);
    const states = await rowsOf<{ id: string; held: boolean }>(
      t,
      sql`select id, plan_held_at is not null as held from gyms where owner_id = ${p.userId}::uuid order by created_at, id`,
    );
    // Gyms created together are ranked by id: the first stays published.
    expect(states.map((g) => g.held)).toEqual([false, true, true]);
    expect(new Set(states.map((g) => g.id))).toEqual(new Set(gymIds));
    const [kept, held] = [states[0]?.id ?? '', states[1]?.id ?? ''];
    expect((await visitor.get(`/api/partner/gyms/gymbyid/${held}`)).statusCode).toBe(404);
    const detail = await visitor.get(`/api/partner/gyms/gymbyid/${kept}`);
    expect(detail.statusCode).toBe(200);
    const heldNames = (
      await rowsOf<{ name: string }>(
        t,
        sql`select s.name from gym_services gs join services s on s.id = gs.service_id
             where gs.gym_id = ${kept}::uuid and gs.plan_held_at is not null`,
      )
    ).map((r) => r.name);
    expect(heldNames).toHaveLength(2);
    const shown = JSON.stringify(detail.json());
    expect(shown.match(/Vence servicio \d/g)).toHaveLength(5);
    for (const name of heldNames) expect(shown).not.toContain(name);
    const products = JSON.stringify((await visitor.get(`/api/products/gym/${kept}`)).json());
    expect(products.match(/Vence servicio \d/g)?.length ?? 0).toBeLessThanOrEqual(5);
    for (const name of heldNames) expect(products).not.toContain(name);
    // The service filter counts only what it lists (migration 0022): no gym offers a held service.
    for (const name of heldNames) {
      const found = await visitor.get(`/api/partner/gyms/allgyms?service=${encodeURIComponent(name)}`);
      expect(found.json()).toMatchObject({ total: 0, gyms: [] });
    }
    // The partner still sees every gym and service, and cannot republish a held gym on Gratis.
    const mine = (await p.client.get(`/api/partner/gyms/mygyms/${p.userId}`)).json<unknown>();
    expect(JSON.stringify(mine).match(/Vence servicio 7/g)).toHaveLength(3);
    const republish = await p.client.put('/api/partner/gyms/gymsupdate', { _id: held, gymActive: true });
    expect(republish.statusCode).toBe(409);
    expect(republish.json()).toEqual({ code: 'CONFLICT', message: subscriptionMessages.gymHeld });

    // Paying Standar again (a new card) publishes everything its limits allow.
    expect((await payPlan(p, 'standar', '4242')).json<{ order: Order }>().order.status).toBe('paid');
    expect(await heldOf(p.userId)).toEqual({ gyms: 0, services: 0, active: 3, allGyms: 3, allServices: 21 });
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'active', cardLast4: '4242' });
    expect((await visitor.get(`/api/partner/gyms/gymbyid/${held}`)).statusCode).toBe(200);
  });

  it('paying the past-due month continues the period; a plan with nothing on file cannot renew', async () => {
    const p = await newPartner();
    await payPlan(p, 'standar', '0341');
    const end = new Date(Date.now() - 60_000);
    await periodEndsAt(p.userId, end);
    await renewPlans(t.app.orders);
    expect((await subscriptionOf(p)).status).toBe('pastDue');
    expect((await payPlan(p, 'standar', '4242')).json<{ order: Order }>().order.status).toBe('paid');
    const sub = await subscriptionOf(p);
    expect(sub).toMatchObject({ status: 'active', graceUntil: null, renewalFailedAt: null });
    expect(sub.currentPeriodStart).toBe(end.toISOString());
  });

  it('a renewal the reconciler cancelled after a day unpaid makes the plan past due', async () => {
    const p = await newPartner();
    await payPlan(p, 'standar');
    const end = new Date(Date.now() - 25 * 3600_000);
    await periodEndsAt(p.userId, end);
    // What a renewal left pending (provider unreachable) and cancelled by the reconciler looks like.
    await t.handle.db.execute(
      sql`insert into orders (reference, kind, plan_code, user_id, provider, total, idempotency_key, cart_version,
                              buyer_email, buyer_name, status, cancelled_at)
          values ('BG-CANCEL01', 'plan', 'standar', ${p.userId}::uuid, 'manual', 14999, ${`renewal-${end.getTime()}`},
                  0, 'x@example.com', 'X', 'cancelled', now())`,
    );
    expect(await renewPlans(t.app.orders)).toMatchObject({ failed: 1, renewed: 0 });
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'pastDue' });
  });

  it('a partner locked by an administrator is not charged until unlocked', async () => {
    const p = await newPartner();
    const email = `plan.partner${partnerCount}@example.com`;
    await payPlan(p, 'standar');
    await periodEndsAt(p.userId, new Date(Date.now() - 1000));
    const admin = await signedIn(t, 'admin');
    const locked = await admin.client.post('/api/admin/lockaccounts', {
      userId: p.userId,
      reason: 'Pruebas de cobro',
    });
    expect(locked.statusCode).toBe(201);
    expect(await renewPlans(t.app.orders)).toMatchObject({ renewed: 0, failed: 0 });
    expect(await planOrdersOf(p.userId)).toHaveLength(1);
    expect(
      (await admin.client.delete(`/api/admin/lockaccounts/${encodeURIComponent(email)}`)).statusCode,
    ).toBe(200);
    expect(await renewPlans(t.app.orders)).toMatchObject({ renewed: 1 });
  });

  it('moving to Gratis ends the paid plan: no renewal is charged', async () => {
    const p = await newPartner();
    await payPlan(p, 'premium');
    expect((await p.client.put(`/api/partner/profile/plan/${p.userId}`, { plan: 'free' })).statusCode).toBe(
      200,
    );
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'free', status: 'free', billedPlan: 'premium' });
    await periodEndsAt(p.userId, new Date(Date.now() - 1000));
    const before = (await planOrdersOf(p.userId)).length;
    await renewPlans(t.app.orders);
    expect(await planOrdersOf(p.userId)).toHaveLength(before);
  });
});

it('a partner account without a partner profile has no subscription: 404', async () => {
  const id = await createAccount(t.handle, { email: 'plan.ghost@example.com', type: 'partner' });
  const client = await sessionFor(t, id);
  expect((await client.get(subscriptionUrl(id))).statusCode).toBe(404); // no partner profile
});
