// Renewals of paid plans (ADR 0017) with the demo provider, on PGlite and PostgreSQL: the renew-plans job
// charges the saved card, a failed renewal's grace and mail, the lapse to the free limits (gyms and
// services held, never deleted, hidden from the catalogue) and their return when a plan is paid again.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import type { Order } from '../../../src/shared/contract/orders';
import { planMailMessages, subscriptionMessages } from '../../../src/shared/messages';
import { Client, createAccount, sessionFor } from '../account/helpers';
import { rowsOf, signedIn } from '../commerce/helpers';
import { insertGyms, payPlan, subscriptionUrl } from '../partners/helpers';
import {
  heldOf,
  mailWith,
  newPartner,
  partnerCount,
  periodEndsAt,
  planOrdersOf,
  subscriptionOf,
  t,
  useBillingApp,
} from './billing-fixture';

useBillingApp();

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
