// The gym's figures (ADR 0024): 50 members reviewing one gym at the same moment leave `raiting`
// (the plain mean to 0.1), the count, the distribution and the Bayesian score exact — on PostgreSQL
// with a pool of 20 the writes really run in parallel and meet at the gym row's lock. The public
// list pages and sorts the visible reviews; the hourly recomputation moves every score toward the
// catalogue mean.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PRIOR_WEIGHT } from '../../../src/shared/constants/reviews';
import { buildCommerceApp, GYM_A, GYM_B, GYM_OFF, rowsOf, type CommerceTestApp } from '../commerce/helpers';
import { gymFigures, listOf, reviewsUrl, visitor } from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 20 });
});
afterAll(async () => t?.close());

const MEMBERS = 50;
/** Member i's stars: a spread over 1–5 with more 4s and 5s. */
const starsOf = (i: number) => [5, 4, 5, 3, 4, 1, 5, 2, 4, 5][i % 10] ?? 3;

const priorMean = async () =>
  Number((await rowsOf<{ mean: string }>(t, sql`select mean::text as mean from review_prior`))[0]?.mean);

describe('50 reviews of one gym at the same moment', () => {
  it('leave count, raiting, distribution and score exact', async () => {
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await visitor(t, `Socio ${i} Prueba`, GYM_A));
    const answers = await Promise.all(
      members.map((member, i) =>
        member.client.post(reviewsUrl(GYM_A), { rating: starsOf(i), text: `Opinión ${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(MEMBERS).fill(201));

    const stars = members.map((_, i) => starsOf(i));
    const sum = stars.reduce((a, b) => a + b, 0);
    const mean = await priorMean();
    const score = (sum + REVIEW_PRIOR_WEIGHT * mean) / (MEMBERS + REVIEW_PRIOR_WEIGHT);
    const figures = await gymFigures(t, GYM_A);
    expect(figures).toEqual({
      count: MEMBERS,
      sum,
      raiting: (Math.round((sum / MEMBERS) * 10) / 10).toFixed(1),
      score: score.toFixed(4),
    });
    const list = await listOf(members[0]!.client, GYM_A, '?limit=50');
    expect(list.count).toBe(MEMBERS);
    expect(list.average).toBe(Math.round((sum / MEMBERS) * 10) / 10);
    expect(list.score).toBeCloseTo(score, 4);
    const count = (n: number) => stars.filter((s) => s === n).length;
    expect(list.distribution).toEqual({ 1: count(1), 2: count(2), 3: count(3), 4: count(4), 5: count(5) });
    expect(list.reviews).toHaveLength(50);
  });
});

describe('the public list', () => {
  it('pages newest first and sorts by rating both ways', async () => {
    const page1 = await listOf((await visitor(t, 'Lector Uno')).client, GYM_A, '?limit=10');
    expect(page1.reviews).toHaveLength(10);
    expect(page1.pages).toBe(5);
    const times = page1.reviews.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const best = await listOf((await visitor(t, 'Lector Dos')).client, GYM_A, '?sort=rating_desc&limit=5');
    expect(best.reviews.map((r) => r.rating)).toEqual([5, 5, 5, 5, 5]);
    const worst = await listOf((await visitor(t, 'Lector Tres')).client, GYM_A, '?sort=rating_asc&limit=5');
    expect(worst.reviews.map((r) => r.rating)).toEqual([1, 1, 1, 1, 1]);
  });

  it('answers a gym without reviews with count 0, null average and score, zero distribution', async () => {
    const list = await listOf((await visitor(t, 'Lector Cuatro')).client, GYM_B);
    expect(list).toMatchObject({
      reviews: [],
      count: 0,
      average: null,
      score: null,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });
});

describe('the hourly recomputation', () => {
  it('sets the prior to the catalogue mean and moves every score toward it', async () => {
    const member = await visitor(t, 'Unica Opinion', GYM_B);
    expect((await member.client.post(reviewsUrl(GYM_B), { rating: 5 })).statusCode).toBe(201);
    await rowsOf(t, sql`select review_prior_recompute()`);
    const [all] = await rowsOf<{ sum: number; n: number }>(
      t,
      sql`select sum(rating_sum)::int as sum, sum(review_count)::int as n from gyms`,
    );
    const mean = Math.round(((all?.sum ?? 0) / (all?.n ?? 1)) * 1000) / 1000;
    expect(await priorMean()).toBeCloseTo(mean, 3);
    const single = await gymFigures(t, GYM_B);
    expect(single?.raiting).toBe('5.0');
    expect(Number(single?.score)).toBeCloseTo(
      (5 + REVIEW_PRIOR_WEIGHT * mean) / (1 + REVIEW_PRIOR_WEIGHT),
      4,
    );
  });

  it('ranks 400 reviews at 4.8★ above one 5★ review in a catalogue whose mean is lower', async () => {
    // Written as rows (their authors' accounts are gone, as "Ex socio"), which the triggers count as any
    // review: gym A 400 reviews at 4.8 (320 fives, 80 fours); the unpublished gym 400 at 3.5, so that the
    // catalogue mean is about 4.15, as in a real catalogue where 4.8 is excellent.
    await rowsOf(t, sql`delete from reviews where gym_id = ${GYM_A}`);
    await rowsOf(
      t,
      sql`insert into reviews (gym_id, author_id, rating)
          select ${GYM_A}::uuid, null::uuid, case when i <= 320 then 5 else 4 end from generate_series(1, 400) i
          union all
          select ${GYM_OFF}::uuid, null::uuid, case when i <= 200 then 3 else 4 end from generate_series(1, 400) i`,
    );
    await rowsOf(t, sql`select review_prior_recompute()`);
    const many = await gymFigures(t, GYM_A);
    const one = await gymFigures(t, GYM_B);
    expect(many).toMatchObject({ count: 400, raiting: '4.8' });
    expect(one).toMatchObject({ count: 1, raiting: '5.0' });
    expect(Number(many?.score)).toBeGreaterThan(Number(one?.score));
    // "Ordenar por raiting" follows the score: the gym with 400 reviews comes first.
    const res = await t.app.inject({ url: '/api/partner/gyms/allgyms?sort=raiting&order=desc&limit=50' });
    const ids = res.json<{ gyms: { _id: string; raiting: number | null; score: number | null }[] }>().gyms;
    expect(ids.findIndex((g) => g._id === GYM_A)).toBeLessThan(ids.findIndex((g) => g._id === GYM_B));
    expect(ids.find((g) => g._id === GYM_B)).toMatchObject({ raiting: 5, score: Number(one?.score) });
  });
});
