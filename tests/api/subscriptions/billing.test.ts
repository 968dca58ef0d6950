// Paid plans (ADR 0017) with the demo provider, on PGlite and PostgreSQL: the subscription call and its
// refusals, the plan checkout paid like a cart order, the month in Buenos Aires, the receipt, and the
// commission of the plan in force at each sale (renewals: renewals.test.ts).
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/shared/contract/orders';
import {
  accountMessages,
  commerceMessages,
  partnerMessages,
  planMailMessages,
  subscriptionMessages,
} from '../../../src/shared/messages';
import { Client } from '../account/helpers';
import { cartAction, checkoutWith, demoPayUrl, newKey, rowsOf, signedIn } from '../commerce/helpers';
import { insertGyms, payPlan, planCheckoutUrl, subscriptionUrl } from '../partners/helpers';
import {
  checkoutPlan,
  mailWith,
  newPartner,
  partnerCount,
  planOrdersOf,
  subscriptionOf,
  t,
  useBillingApp,
} from './billing-fixture';

useBillingApp();

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
