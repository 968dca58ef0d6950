/**
 * A gym's terms for Pase BuscaGym (ADR 0045 "Gym costs"): the owner opts in (the first costs apply at
 * once), a later change is refused within 7 days of the last and takes effect 7 days after it is set;
 * the public view and the gym accepting only once an administrator set its rate; who may call what.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GymCreditTerms, PublicCreditTerms } from '../../../src/shared/contract/credits-gyms';
import { Client } from '../account/helpers';
import { GYM_A, GYM_B, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { publicTermsUrl, rateUrl, sessionFor, termsBody, termsUrl, termsApp } from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;
const put = (client: Client, url: string, payload: object) => client.request({ method: 'PUT', url, payload });
const termsOf = (res: { json: <T>() => T }) => res.json<{ terms: GymCreditTerms }>().terms;

beforeAll(async () => {
  ({ t, owner, admin } = await termsApp());
});
afterAll(async () => t?.close());

describe('PUT /api/partner/gyms/{gymId}/credits', () => {
  it('refuses visitors (401), members and another partner (403), unknown gyms (404) and bad input (400)', async () => {
    expect((await put(new Client(t.app), termsUrl(GYM_A), termsBody())).statusCode).toBe(401);
    const member = await signedIn(t);
    expect((await put(member.client, termsUrl(GYM_A), termsBody())).statusCode).toBe(403);
    const other = await sessionFor(t, t.partnerB);
    expect((await put(other, termsUrl(GYM_A), termsBody())).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-0000000fffff';
    expect((await put(owner, termsUrl(unknown), termsBody())).statusCode).toBe(404);
    for (const bad of [
      { visitCredits: 0 },
      { classCredits: 11 },
      { cancelWindowHours: 73 },
      { monthlyVisitLimit: 0 },
    ])
      expect((await put(owner, termsUrl(GYM_A), termsBody(bad))).statusCode).toBe(400);
  });

  it('applies the first costs at once, with the window defaulting to 12 h; not accepted until a rate is set', async () => {
    const { cancelWindowHours: _, ...body } = termsBody({ visitCredits: 3, classCredits: 2 });
    const res = await put(owner, termsUrl(GYM_A), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(termsOf(res)).toMatchObject({
      accepts: true,
      acceptsPase: false,
      visitCredits: 3,
      classCredits: 2,
      cancelWindowHours: 12,
      nextChange: null,
      ratePerCredit: null,
    });
    const shown = (await new Client(t.app).get(publicTermsUrl(GYM_A))).json<PublicCreditTerms>();
    expect(shown).toMatchObject({ acceptsPase: false, visitCredits: null });
  });

  it('lets only a verified administrator set the rate; then the gym accepts the pass publicly', async () => {
    const payload = { ratePerCredit: { $numberDecimal: '1200.00' } };
    expect((await put(owner, rateUrl(GYM_A), payload)).statusCode).toBe(403);
    const pending = (await signedIn(t, 'admin')).id;
    const unverified = await sessionFor(t, pending, { secondFactor: false });
    expect((await put(unverified, rateUrl(GYM_A), payload)).statusCode).toBe(403);
    expect((await put(admin, rateUrl('00000000-0000-4000-8000-0000000fffff'), payload)).statusCode).toBe(404);
    expect((await put(admin, rateUrl(GYM_A), { ratePerCredit: { $numberDecimal: '0' } })).statusCode).toBe(
      400,
    );
    const res = await put(admin, rateUrl(GYM_A), payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(termsOf(res)).toMatchObject({ acceptsPase: true, ratePerCredit: { $numberDecimal: '1200.00' } });
    const shown = (await new Client(t.app).get(publicTermsUrl(GYM_A))).json<PublicCreditTerms>();
    expect(shown).toEqual({
      acceptsPase: true,
      visitCredits: 3,
      classCredits: 2,
      monthlyVisitLimit: null,
      cancelWindowHours: 12,
      nextChange: null,
    });
  });

  it('refuses a change of cost within 7 days of the last; later it waits 7 days, then applies', async () => {
    const early = await put(owner, termsUrl(GYM_A), termsBody({ visitCredits: 4, classCredits: 2 }));
    expect(early.statusCode).toBe(409);
    // Other terms change at once when the costs stay.
    const window = await put(
      owner,
      termsUrl(GYM_A),
      termsBody({ visitCredits: 3, classCredits: 2, cancelWindowHours: 24 }),
    );
    expect(window.statusCode, window.body).toBe(200);
    expect(termsOf(window)).toMatchObject({ cancelWindowHours: 24, visitCredits: 3, nextChange: null });

    await t.handle.db.execute(
      sql`update gym_credit_terms set costs_set_at = now() - interval '8 days' where gym_id = ${GYM_A}`,
    );
    const before = Date.now();
    const later = await put(owner, termsUrl(GYM_A), termsBody({ visitCredits: 4, classCredits: 2 }));
    expect(later.statusCode, later.body).toBe(200);
    const terms = termsOf(later);
    expect(terms).toMatchObject({ visitCredits: 3, classCredits: 2 });
    expect(terms.nextChange).toMatchObject({ visitCredits: 4, classCredits: 2 });
    const effective = new Date(terms.nextChange?.effectiveAt ?? 0).getTime();
    expect(effective - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(effective - before).toBeLessThan(7 * 86_400_000 + 60_000);
    // The coming change is public, with its date.
    const shown = (await new Client(t.app).get(publicTermsUrl(GYM_A))).json<PublicCreditTerms>();
    expect(shown.nextChange).toEqual(terms.nextChange);
    // A second change right away is refused.
    expect(
      (await put(owner, termsUrl(GYM_A), termsBody({ visitCredits: 5, classCredits: 2 }))).statusCode,
    ).toBe(409);

    await t.handle.db.execute(
      sql`update gym_credit_terms set next_effective_at = now() - interval '1 minute' where gym_id = ${GYM_A}`,
    );
    const now = (await new Client(t.app).get(publicTermsUrl(GYM_A))).json<PublicCreditTerms>();
    expect(now).toMatchObject({ visitCredits: 4, classCredits: 2, nextChange: null });
  });

  it('an opted-out gym is not accepted even with a rate', async () => {
    expect(
      (await put(await sessionFor(t, t.partnerB), termsUrl(GYM_B), termsBody({ accepts: false }))).statusCode,
    ).toBe(200);
    expect(
      (await put(admin, rateUrl(GYM_B), { ratePerCredit: { $numberDecimal: '900.00' } })).statusCode,
    ).toBe(200);
    const shown = (await new Client(t.app).get(publicTermsUrl(GYM_B))).json<PublicCreditTerms>();
    expect(shown.acceptsPase).toBe(false);
  });
});
