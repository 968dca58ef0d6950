/**
 * The coming change of a gym's costs in the catalogue and the timetable (ADR 0045 "Gym costs": "The
 * catalogue and the timetable show the coming change and its date"): a gym's page (`gymbyid`) carries
 * `paseChange` and the timetable `pase` (the terms in force with `nextChange`), both as the public terms
 * say; once the date passes the new cost is in force and nothing is coming. And the catalogue's entity
 * tag follows the terms: after a gym opts in, a conditional request with the tag of before is answered
 * in full (the gym in `pase=true`, with its `visitCredits`), never 304.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timetableResponseSchema } from '../../../src/shared/contract/classes';
import type { PublicCreditTerms } from '../../../src/shared/contract/credits-gyms';
import { gymByIdResponseSchema, gymListResponseSchema } from '../../../src/shared/contract/gyms';
import { Client } from '../account/helpers';
import { localDate, timetableUrl } from '../classes/helpers';
import { GYM_A, GYM_B, buildCommerceApp, rowsOf, type CommerceTestApp } from '../commerce/helpers';
import { adminClient, optIn, publicTermsUrl, sessionFor, termsBody, termsUrl } from './helpers';

let t: CommerceTestApp;
let visitor: Client;
const LIST = '/api/partner/gyms/allgyms';
const pageUrl = (gymId: string) => `/api/partner/gyms/gymbyid/${gymId}`;

beforeAll(async () => {
  t = await buildCommerceApp();
  visitor = new Client(t.app);
});
afterAll(async () => t?.close());

const page = async (gymId: string) => gymByIdResponseSchema.parse((await visitor.get(pageUrl(gymId))).json());
const week = async (gymId: string) =>
  timetableResponseSchema.parse((await visitor.get(timetableUrl(gymId, localDate(0), localDate(6)))).json());

/** `content_version` of the catalogue (migration 0011). */
async function contentVersion(): Promise<number> {
  const [row] = await rowsOf<{ v: number }>(
    t,
    sql`select content_version::int as v from catalogue_stats where id = 1`,
  );
  return row?.v ?? 0;
}

/** Waits out the last 3 s of a UTC minute, which the catalogue's tag names (gyms/conditional.ts). */
async function awayFromMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('the coming change of the costs', () => {
  it('shows on the gym’s page and in its timetable until its date, then the new cost is in force', async () => {
    const owner = await sessionFor(t, t.partnerA);
    await optIn(owner, await adminClient(t), GYM_A, { visitCredits: 2, classCredits: 1 });
    expect((await page(GYM_A)).paseChange).toBeNull();
    expect((await week(GYM_A)).pase).toMatchObject({ acceptsPase: true, classCredits: 1, nextChange: null });

    await t.handle.db.execute(
      sql`update gym_credit_terms set costs_set_at = now() - interval '8 days' where gym_id = ${GYM_A}`,
    );
    const set = await owner.request({
      method: 'PUT',
      url: termsUrl(GYM_A),
      payload: termsBody({ visitCredits: 3, classCredits: 2 }),
    });
    expect(set.statusCode, set.body).toBe(200);
    const terms = (await visitor.get(publicTermsUrl(GYM_A))).json<PublicCreditTerms>();
    expect(terms.nextChange).toMatchObject({ visitCredits: 3, classCredits: 2 });

    const shown = await page(GYM_A);
    expect(shown.visitCredits).toBe(2);
    expect(shown.paseChange).toEqual(terms.nextChange);
    const timetable = await week(GYM_A);
    expect(timetable.pase).toEqual(terms);
    expect(timetable.pase).toMatchObject({ classCredits: 1, visitCredits: 2 });

    await t.handle.db.execute(
      sql`update gym_credit_terms set next_effective_at = now() - interval '1 minute' where gym_id = ${GYM_A}`,
    );
    const after = await page(GYM_A);
    expect(after).toMatchObject({ visitCredits: 3, paseChange: null });
    expect((await week(GYM_A)).pase).toMatchObject({ visitCredits: 3, classCredits: 2, nextChange: null });
  });

  it('a gym that does not accept the pass shows no change and no terms', async () => {
    expect((await page(GYM_B)).paseChange).toBeNull();
    expect((await week(GYM_B)).pase).toMatchObject({
      acceptsPase: false,
      classCredits: null,
      nextChange: null,
    });
  });
});

describe('the catalogue’s entity tag follows the terms', () => {
  it('after an opt-in, the tag of before gets the full answer with the gym in pase=true', async () => {
    await awayFromMinuteEdge();
    const url = `${LIST}?pase=true&limit=50`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(gymListResponseSchema.parse(first.json()).gyms.map((g) => g._id)).not.toContain(GYM_B);
    const version = await contentVersion();

    await optIn(await sessionFor(t, t.partnerB), await adminClient(t), GYM_B, { visitCredits: 4 });
    expect(await contentVersion()).toBeGreaterThan(version);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    const gymB = gymListResponseSchema.parse(again.json()).gyms.find((g) => g._id === GYM_B);
    expect(gymB?.visitCredits).toBe(4);
  });
});
