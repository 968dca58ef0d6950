// Partners' plans (SPEC §7 `GET /api/service/plans/all`; ADR 0007, ADR 0017): the
// public list, the partner's own choice (`PUT /api/partner/profile/plan/{id}`: the free plan at once, a
// paid plan only by paying it), unknown plans, the refusal of a plan smaller than the partner's current
// use, the ownership refusals and the OpenAPI document.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyms, partners } from '../../../src/server/db/schema';
import { fromDecimal } from '../../../src/shared/contract/common';
import { partnerProfileResponseSchema } from '../../../src/shared/contract/partners';
import { plansResponseSchema } from '../../../src/shared/contract/plans';
import {
  accountMessages,
  partnerFieldMessages as f,
  partnerMessages,
  planChoiceMessages,
  subscriptionMessages,
} from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { insertGyms, payPlan, planCheckoutUrl, signUpPartner, type SignedInPartner } from './helpers';

let t: AccountTestApp;

beforeAll(async () => {
  t = await buildAccountApp();
});
afterAll(async () => t?.close());

const planUrl = (id: string) => `/api/partner/profile/plan/${id}`;
const planOf = async (userId: string) =>
  (await t.handle.db.select().from(partners).where(eq(partners.userId, userId)))[0]?.planCode;

/** Chooses `plan` as `p`; answers the response. */
const choose = (p: SignedInPartner, plan: unknown) => p.client.put(planUrl(p.userId), { plan });

describe('GET /api/service/plans/all', () => {
  it('lists the four seeded plans, free first, exactly in the contract shape, to anyone', async () => {
    const res = await new Client(t.app).get('/api/service/plans/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plans: [
        {
          _id: 'free',
          name: 'Gratis',
          maxGyms: 1,
          maxServicesPerGym: 5,
          commissionPercent: 15,
          monthlyPrice: { $numberDecimal: '0.00' },
          currency: 'ARS',
        },
        {
          _id: 'standar',
          name: 'Standar',
          maxGyms: 3,
          maxServicesPerGym: 10,
          commissionPercent: 10,
          monthlyPrice: { $numberDecimal: '14999.00' },
          currency: 'ARS',
        },
        {
          _id: 'premium',
          name: 'Premium',
          maxGyms: 10,
          maxServicesPerGym: 25,
          commissionPercent: 7.5,
          monthlyPrice: { $numberDecimal: '34999.00' },
          currency: 'ARS',
        },
        {
          _id: 'golden',
          name: 'Golden',
          maxGyms: 50,
          maxServicesPerGym: 60,
          commissionPercent: 5,
          monthlyPrice: { $numberDecimal: '69999.00' },
          currency: 'ARS',
        },
      ],
    });
    const { plans } = plansResponseSchema.parse(res.json());
    expect(fromDecimal(plans[0]!.monthlyPrice)).toBe(0);
    // Cheapest first.
    const prices = plans.map((p) => fromDecimal(p.monthlyPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers the same to a signed-in partner', async () => {
    const p = await signUpPartner(t, 'plans.reader@example.com', 'Lector Planes');
    const res = await p.client.get('/api/service/plans/all');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ plans: unknown[] }>().plans).toHaveLength(4);
  });
});

describe('PUT /api/partner/profile/plan/{id}', () => {
  it('a paid plan must be paid (409); once paid it is in force; GET profile shows it; free at once', async () => {
    const p = await signUpPartner(t, 'plans.chooser@example.com', 'Elige Plan');
    expect(await planOf(p.userId)).toBe('free');
    const unpaid = await choose(p, ' premium ');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      code: 'CONFLICT',
      message: subscriptionMessages.paymentRequired('Premium'),
    });
    expect(await planOf(p.userId)).toBe('free');
    expect((await payPlan(p, 'premium')).json<{ order: { status: string } }>().order.status).toBe('paid');
    expect(await planOf(p.userId)).toBe('premium');
    const same = await choose(p, 'premium'); // the plan in force: answered as it is
    expect(same.statusCode).toBe(200);
    const body = partnerProfileResponseSchema.parse(same.json());
    expect(same.json()).toEqual(body); // nothing beyond the contract
    expect(body.partner).toMatchObject({ userId: p.userId, name: 'Elige Plan', plan: 'premium' });
    const read = await p.client.get(`/api/partner/profile/${p.userId}`);
    expect(read.json<{ partner: { plan: string } }>().partner.plan).toBe('premium');
    // Back to free (no gyms: nothing exceeds it), and choosing the current plan again is fine.
    expect((await choose(p, 'free')).statusCode).toBe(200);
    expect((await choose(p, 'free')).statusCode).toBe(200);
    expect(await planOf(p.userId)).toBe('free');
  });

  it('400 for an unknown plan or a missing one; the plan is unchanged', async () => {
    const p = await signUpPartner(t, 'plans.unknown@example.com', 'Plan Raro');
    for (const plan of ['platinum', 'Premium']) {
      const res = await choose(p, plan);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        message: partnerMessages.planNotFound,
        fields: { plan: partnerMessages.planNotFound },
      });
    }
    for (const plan of ['', '  ', undefined, 7, 'x'.repeat(41)]) {
      const res = await choose(p, plan);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: f.plan, fields: { plan: f.plan } });
    }
    expect(await planOf(p.userId)).toBe('free');
  });

  it('409 for a plan with fewer gyms than the partner has (deactivated gyms count)', async () => {
    const p = await signUpPartner(t, 'plans.gyms@example.com', 'Muchas Sedes');
    expect((await payPlan(p, 'standar')).statusCode).toBe(200);
    const [first] = await insertGyms(t, p.userId, { count: 2, prefix: 'Sede' });
    await t.handle.db.update(gyms).set({ gymActive: false }).where(eq(gyms.id, first!));
    const res = await choose(p, 'free');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: planChoiceMessages.tooFewGyms('Gratis', 2, 1) });
    expect(res.json<{ message: string }>().message).toBe(
      'No podés pasarte al plan Gratis: permite hasta 1 gimnasio y tenés 2. Eliminá los que sobran o elegí un plan mayor.',
    );
    expect(await planOf(p.userId)).toBe('standar');
    // Four gyms: Standar (3) is too small now, Premium (10) fits.
    await insertGyms(t, p.userId, { count: 2, prefix: 'Anexo' });
    expect((await payPlan(p, 'premium')).statusCode).toBe(200);
    const down = await p.client.post(
      planCheckoutUrl(p.userId),
      { plan: 'standar' },
      { 'idempotency-key': 'plans-test-downgrade-0001' },
    );
    expect(down.statusCode).toBe(409);
    expect(down.json<{ message: string }>().message).toBe(planChoiceMessages.tooFewGyms('Standar', 4, 3));
    expect(await planOf(p.userId)).toBe('premium');
  });

  it('409 for a plan with fewer services per gym than one of the gyms has', async () => {
    const p = await signUpPartner(t, 'plans.services@example.com', 'Muchos Servicios');
    expect((await payPlan(p, 'premium')).statusCode).toBe(200);
    await insertGyms(t, p.userId, { count: 1, servicesEach: 11, prefix: 'Megagym' });
    for (const [plan, name, max] of [
      ['free', 'Gratis', 5],
      ['standar', 'Standar', 10],
    ] as const) {
      const res =
        plan === 'free'
          ? await choose(p, plan)
          : await p.client.post(
              planCheckoutUrl(p.userId),
              { plan },
              { 'idempotency-key': `plans-test-${plan}-00001` },
            );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: planChoiceMessages.tooFewServices(name, 'Megagym 1', 11, max),
      });
    }
    expect(await planOf(p.userId)).toBe('premium');
    expect((await payPlan(p, 'golden')).statusCode).toBe(200);
    expect(await planOf(p.userId)).toBe('golden');
  });

  it('only the partner itself: 401 visitor, 403 member, other partner and admin; plan unchanged', async () => {
    const owner = await signUpPartner(t, 'plans.owner@example.com', 'Dueña');
    const other = await signUpPartner(t, 'plans.other@example.com', 'Otro');
    const visitor = await new Client(t.app).put(planUrl(owner.userId), { plan: 'golden' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
    const memberId = await createAccount(t.handle, { email: 'plans.member@example.com' });
    const member = await sessionFor(t, memberId);
    const adminId = await createAccount(t.handle, { email: 'plans.admin@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    for (const [client, message] of [
      [member, partnerMessages.partnersOnly],
      [admin, partnerMessages.partnersOnly],
      [other.client, accountMessages.forbidden],
    ] as const) {
      const res = await client.put(planUrl(owner.userId), { plan: 'golden' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message });
    }
    expect(await planOf(owner.userId)).toBe('free');
  });
});

it('OpenAPI documents the new calls', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  type Op = { tags?: string[]; description?: string; responses: object; requestBody?: object };
  const doc = res.json<{ paths: Record<string, { get?: Op; put?: Op }> }>();
  const list = doc.paths['/api/service/plans/all']?.get;
  expect(list?.tags).toEqual(['partners']);
  expect(Object.keys(list?.responses ?? {})).toEqual(['200']);
  const edit = doc.paths['/api/partner/profile/edit/{id}']?.put;
  expect(edit?.tags).toEqual(['partners']);
  expect(edit?.requestBody).toBeDefined();
  expect(Object.keys(edit?.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
  const plan = doc.paths['/api/partner/profile/plan/{id}']?.put;
  expect(plan?.requestBody).toBeDefined();
  expect(plan?.description).toMatch(/free plan/);
  expect(Object.keys(plan?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '503']);
});
