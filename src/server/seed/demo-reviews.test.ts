// Demo reviews (ADR 0024): the plan per club is deterministic and realistic, and the seed writes each
// review over a demo order, pass and visit that count nowhere, lets the triggers derive every gym's
// figures, leaves no generated rating behind, writes nothing on a second run and never touches a gym a
// real owner edited. Embedded PostgreSQL (PGlite, in memory).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoReviewMessages } from '../../shared/messages/demo-reviews';
import { openDatabase } from '../db/client';
import { gyms } from '../db/schema';
import { DEMO_REVIEWERS, DEMO_REVIEWS_MAX, demoReviewers, demoReviewPlan } from './demo-reviews';
import { seedDatabase } from './index';
import { editAsRealOwner, migratedTestDatabase } from './test-database';

const handle = migratedTestDatabase();
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demoReviewPlan', () => {
  const refs = Array.from({ length: 290 }, (_, i) => `caba-clubes:${i + 1}`);
  const plans = refs.map(demoReviewPlan);

  it('is the same for the same club, with distinct demo members and texts from the list', () => {
    expect(demoReviewPlan('caba-clubes:270')).toEqual(demoReviewPlan('caba-clubes:270'));
    for (const plan of plans) {
      expect(plan.length).toBeLessThanOrEqual(DEMO_REVIEWS_MAX);
      expect(new Set(plan.map((p) => p.reviewer)).size).toBe(plan.length);
      for (const p of plan) {
        expect(p.reviewer).toBeGreaterThanOrEqual(0);
        expect(p.reviewer).toBeLessThan(DEMO_REVIEWERS);
        expect([1, 2, 3, 4, 5]).toContain(p.rating);
        if (p.text !== null) expect(demoReviewMessages.byStars[p.rating - 1]).toContain(p.text);
        expect(p.daysAgo).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('reviews most clubs, a few heavily, with ratings spread like a real catalogue', () => {
    const counts = plans.map((p) => p.length);
    const none = counts.filter((n) => n === 0).length;
    expect(none).toBeGreaterThan(10);
    expect(none).toBeLessThan(290 * 0.3);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(20);
    const ratings = plans.flat().map((p) => p.rating);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.2);
    expect(mean).toBeLessThan(4.5);
    for (const stars of [1, 2, 3, 4, 5]) expect(ratings).toContain(stars);
    const withText = plans.flat().filter((p) => p.text !== null).length / ratings.length;
    expect(withText).toBeGreaterThan(0.5);
    expect(withText).toBeLessThan(0.9);
  });

  it('names 30 demo members on the demo domain', () => {
    const reviewers = demoReviewers();
    expect(reviewers).toHaveLength(DEMO_REVIEWERS);
    expect(new Set(reviewers.map((r) => r.email)).size).toBe(DEMO_REVIEWERS);
    expect(reviewers[0]).toEqual({ email: 'socio-01@demo.buscagym.local', name: expect.any(String) });
  });
});

describe('seedDemoReviews (through seedDatabase)', () => {
  it('writes the planned reviews; every rating comes from visible reviews, each over a visit', async () => {
    const report = await seedDatabase(handle.db);
    const planned = (await rows<{ ref: string }>(sql`select source_ref as ref from gyms`)).map((g) =>
      demoReviewPlan(g.ref),
    );
    expect(report.reviews).toEqual({
      members: DEMO_REVIEWERS,
      gyms: planned.filter((p) => p.length > 0).length,
      reviews: planned.flat().length,
    });
    const [figures] = await rows<{ wrong: number; rated: number; unrated: number }>(sql`
      select count(*) filter (where g.raiting is distinct from r.mean or g.review_count <> coalesce(r.n, 0)
                                 or g.rating_sum <> coalesce(r.total, 0) or (g.score is null) <> (r.n is null))::int as wrong,
             count(*) filter (where g.raiting is not null)::int as rated,
             count(*) filter (where g.raiting is null and g.review_count = 0)::int as unrated
        from gyms g left join (select gym_id, count(*)::int n, sum(rating)::int total,
                                      round(avg(rating)::numeric, 1) mean
                                 from reviews where hidden_at is null group by gym_id) r on r.gym_id = g.id`);
    expect(figures).toEqual({ wrong: 0, rated: report.reviews.gyms, unrated: 290 - report.reviews.gyms });
    const [orphans] = await rows<{ notDemo: number; noVisit: number; authors: number }>(sql`
      select count(*) filter (where not r.demo or not u.demo or u.password_hash is not null
                                 or u.type <> 'user')::int as "notDemo",
             count(*) filter (where not exists (select 1 from pass_visits v
                                where v.member_id = r.author_id and v.gym_id = r.gym_id
                                  and v.visited_at <= r.created_at))::int as "noVisit",
             count(distinct r.author_id)::int as authors
        from reviews r join users u on u.id = r.author_id`);
    expect(orphans).toEqual({ notDemo: 0, noVisit: 0, authors: DEMO_REVIEWERS });
  }, 60_000);

  it('counts nowhere: no sale, no pass valid now, no pending or unsent order', async () => {
    const [counts] = await rows<{ sales: number; valid: number; open: number }>(sql`
      select (select count(*)::int from sales) as sales,
             (select count(*)::int from passes where valid_until > now()) as valid,
             (select count(*)::int from orders where status <> 'paid' or receipt_sent_at is null) as open`);
    expect(counts).toEqual({ sales: 0, valid: 0, open: 0 });
  });

  it('writes nothing on a second run', async () => {
    const before = await rows<{ id: string }>(sql`select id from reviews order by id`);
    const report = await seedDatabase(handle.db);
    expect(report.reviews).toEqual({ members: 0, gyms: 0, reviews: 0 });
    expect(report.changed).toBe(false);
    expect(await rows<{ id: string }>(sql`select id from reviews order by id`)).toEqual(before);
  }, 30_000);

  it('drops a generated rating left on an unreviewed demo gym, never on an owner-edited one', async () => {
    const [unreviewed, other] = await rows<{ ref: string }>(
      sql`select source_ref as ref from gyms where review_count = 0 order by source_ref limit 2`,
    );
    const stale = { raiting: '4.3', score: '4.1000' };
    await handle.db
      .update(gyms)
      .set(stale)
      .where(eq(gyms.sourceRef, unreviewed?.ref ?? ''));
    const [otherGym] = await handle.db
      .select({ id: gyms.id })
      .from(gyms)
      .where(eq(gyms.sourceRef, other?.ref ?? ''));
    await editAsRealOwner(handle.db, otherGym?.id ?? '', stale);
    await seedDatabase(handle.db);
    const [cleared] = await handle.db
      .select()
      .from(gyms)
      .where(eq(gyms.sourceRef, unreviewed?.ref ?? ''));
    expect(cleared).toMatchObject({ raiting: null, score: null });
    const [edited] = await handle.db
      .select()
      .from(gyms)
      .where(eq(gyms.sourceRef, other?.ref ?? ''));
    expect(edited).toMatchObject({ ...stale, demoValues: false, reviewCount: 0 });
  }, 30_000);

  it('gives no demo reviews to a gym a real owner edited', async () => {
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await fresh.migrate();
      const ref = 'caba-clubes:270';
      expect(demoReviewPlan(ref).length).toBeGreaterThan(0);
      await seedDatabase(fresh.db);
      await fresh.db.execute(
        sql`delete from reviews where gym_id = (select id from gyms where source_ref = ${ref})`,
      );
      await fresh.db.update(gyms).set({ demoValues: false }).where(eq(gyms.sourceRef, ref));
      const report = await seedDatabase(fresh.db);
      expect(report.reviews.reviews).toBe(0);
      const [gym] = await fresh.db.select().from(gyms).where(eq(gyms.sourceRef, ref));
      expect(gym).toMatchObject({ reviewCount: 0, raiting: null });
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
