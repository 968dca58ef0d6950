/**
 * Reading a gym's terms for Pase BuscaGym (ADR 0045 "Gym costs"): its owner (`GET
 * /api/partner/gyms/{gymId}/credits`) and an administrator (`GET /api/admin/gyms/{gymId}/credit-rate`) see
 * the costs in force, the coming change and the rate per credit; a gym never opted in reads the defaults;
 * who may read what; writing a rate or a plan asks for a second factor verified in the last 5 minutes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GymCreditTerms } from '../../../src/shared/contract/credits-gyms';
import { Client, passSecondFactor } from '../account/helpers';
import { expectError } from '../admin/helpers';
import { ADMIN_PLANS } from '../credits/fixture';
import { GYM_A, GYM_B, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { optIn, rateUrl, sessionFor, termsBody, termsUrl, termsApp } from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;
const UNKNOWN = '00000000-0000-4000-8000-0000000fffff';
const termsOf = (res: { json: <T>() => T }) => res.json<{ terms: GymCreditTerms }>().terms;

beforeAll(async () => {
  ({ t, owner, admin } = await termsApp());
});
afterAll(async () => t?.close());

describe('GET /api/partner/gyms/{gymId}/credits and GET /api/admin/gyms/{gymId}/credit-rate', () => {
  it('refuses visitors (401), members, other partners and non-administrators (403), unknown gyms (404), bad ids (400)', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(termsUrl(GYM_A))).statusCode).toBe(401);
    expect((await visitor.get(rateUrl(GYM_A))).statusCode).toBe(401);
    const member = await signedIn(t);
    expect((await member.client.get(termsUrl(GYM_A))).statusCode).toBe(403);
    expect((await member.client.get(rateUrl(GYM_A))).statusCode).toBe(403);
    const other = await sessionFor(t, t.partnerB);
    expect((await other.get(termsUrl(GYM_A))).statusCode).toBe(403);
    expect((await owner.get(rateUrl(GYM_A))).statusCode).toBe(403);
    expect((await owner.get(termsUrl(UNKNOWN))).statusCode).toBe(404);
    expect((await admin.get(rateUrl(UNKNOWN))).statusCode).toBe(404);
    expect((await owner.get(termsUrl('no-es-un-id'))).statusCode).toBe(400);
  });

  it('reads the defaults of a gym never opted in', async () => {
    const res = await owner.get(termsUrl(GYM_A));
    expect(res.statusCode, res.body).toBe(200);
    const defaults = {
      gymId: GYM_A,
      accepts: false,
      acceptsPase: false,
      visitCredits: null,
      classCredits: null,
      monthlyVisitLimit: null,
      cancelWindowHours: 12,
      nextChange: null,
      costsSetAt: null,
      ratePerCredit: null,
    };
    expect(termsOf(res)).toEqual(defaults);
    const read = await admin.get(rateUrl(GYM_A));
    expect(read.statusCode, read.body).toBe(200);
    expect(termsOf(read)).toEqual(defaults);
  });

  it('shows the owner and the administrator the costs in force, the coming change and the rate', async () => {
    await optIn(owner, admin, GYM_A, { visitCredits: 3, classCredits: 2, monthlyVisitLimit: 8 }, '1250.50');
    await t.handle.db.execute(
      sql`update gym_credit_terms set costs_set_at = now() - interval '8 days' where gym_id = ${GYM_A}`,
    );
    const changed = await owner.request({
      method: 'PUT',
      url: termsUrl(GYM_A),
      payload: termsBody({ visitCredits: 5, classCredits: 2, monthlyVisitLimit: 8 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await owner.get(termsUrl(GYM_A));
    expect(res.statusCode, res.body).toBe(200);
    const terms = termsOf(res);
    expect(terms).toMatchObject({
      accepts: true,
      acceptsPase: true,
      visitCredits: 3,
      classCredits: 2,
      monthlyVisitLimit: 8,
      ratePerCredit: { $numberDecimal: '1250.50' },
    });
    expect(terms.nextChange).toEqual(termsOf(changed).nextChange);
    expect(terms.nextChange).toMatchObject({ visitCredits: 5, classCredits: 2 });
    expect(termsOf(await admin.get(rateUrl(GYM_A)))).toEqual(terms);
    // Another owner's gym stays apart.
    expect(termsOf(await admin.get(rateUrl(GYM_B)))).toMatchObject({ gymId: GYM_B, accepts: false });
  });

  it('asks for a fresh second factor before a rate or a plan is written; reads still answer', async () => {
    const stale = await signedIn(t, 'admin', 'Admin Antiguo');
    await t.handle.db.execute(
      sql`update sessions set second_factor_at = second_factor_at - interval '6 minutes'
           where user_id = ${stale.id}::uuid`,
    );
    const rate = { ratePerCredit: { $numberDecimal: '900.00' } };
    const plan = {
      name: `Pase ${randomUUID().slice(0, 8)}`,
      creditsPerMonth: 4,
      monthlyPrice: { $numberDecimal: '9999' },
    };
    const put = () => stale.client.request({ method: 'PUT', url: rateUrl(GYM_B), payload: rate });
    expectError(await put(), 403, 'REAUTHENTICATION_REQUIRED');
    expectError(await stale.client.post(ADMIN_PLANS, plan), 403, 'REAUTHENTICATION_REQUIRED');
    expect((await stale.client.get(rateUrl(GYM_B))).statusCode).toBe(200);
    expect((await stale.client.get(ADMIN_PLANS)).statusCode).toBe(200);
    await passSecondFactor(stale.client, stale.id);
    expect((await put()).statusCode).toBe(200);
    expect((await stale.client.post(ADMIN_PLANS, plan)).statusCode).toBe(201);
  });
});
