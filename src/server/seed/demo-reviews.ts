/**
 * Demo reviews (ADR 0024, like ADR 0004's demo values): a newcomer sees stars at once, and every one of
 * them comes from a review labelled "Reseña de demostración" (`reviews.demo`), never from a generated
 * `raiting`. {@link DEMO_REVIEWERS} demo member accounts (`socio-NN@demo.buscagym.local`, no password,
 * so nobody signs in as them, like the demo owners) review most seeded clubs: 0–{@link DEMO_REVIEWS_MAX}
 * reviews each, drawn from the club's source reference by a seeded generator (the same on every run).
 *
 * Each review stands on what a real one needs (ADR 0024 decision 1): a paid `manual` order of the
 * demo member with one line, its pass and one door visit. Those rows count nowhere: no `sales` row is
 * written (the partner's sales and the administrators' figures read `sales`/`sales_daily` only), the
 * pass is valid only for the three hours around the visit (the partner's clients list valid passes
 * only) and the receipt is stamped as sent. The triggers on `reviews` keep `raiting`, `review_count`,
 * `rating_sum` and `score`. Only gyms whose `demo_values` is still true and that have no review at all
 * are given demo reviews, so a second run writes nothing and a gym a real owner edited is never touched.
 * @module
 */
import { addHours, subDays } from 'date-fns';
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { demoReviewMessages } from '../../shared/messages/demo-reviews';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { reviews } from '../db/schema-reviews';
import { DEMO_OWNER_DOMAIN } from './clubs';

/** Demo member accounts that write the demo reviews (one review per member and gym). */
export const DEMO_REVIEWERS = 30;
/** Most demo reviews one club gets. */
export const DEMO_REVIEWS_MAX = 25;
/** Per cent of clubs left without demo reviews (they show "Nuevo"). */
const UNREVIEWED_PERCENT = 15;
/** Per cent of demo reviews with a comment (the rest are stars only). */
const WITH_TEXT_PERCENT = 70;
/** Visits lie 3–330 days back: never in the invitation window (24–48 hours), never a pass valid now. */
const VISIT_DAYS = { min: 3, max: 330 } as const;

/** First names of the demo people (the demo members; the demo instructors take the first eight). */
export const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Diego',
  'Valentina',
  'Nicolás',
  'Camila',
  'Julián',
  'Florencia',
  'Tomás',
] as const;
const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Martínez',
  'Pérez',
  'Gómez',
  'Díaz',
  'Romero',
  'Sosa',
  'Álvarez',
  'Benítez',
  'Acosta',
  'Medina',
  'Herrera',
] as const;

/** A demo member account: e-mail and full name (shown as "Lucía G."). */
export interface DemoReviewer {
  email: string;
  name: string;
}

/** The {@link DEMO_REVIEWERS} demo members, always the same. */
export function demoReviewers(): DemoReviewer[] {
  return Array.from({ length: DEMO_REVIEWERS }, (_, i) => ({
    email: `socio-${String(i + 1).padStart(2, '0')}@${DEMO_OWNER_DOMAIN}`,
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
  }));
}

/** One planned demo review: which demo member (index), stars 1–5, comment, and when the visit was. */
export interface DemoReviewPlan {
  reviewer: number;
  rating: number;
  text: string | null;
  /** Days before the seed run of the visit, {@link VISIT_DAYS}. */
  daysAgo: number;
  /** Local hour of the visit, 7–21. */
  hour: number;
  /** Hours after the visit the review was written, 2–48. */
  writtenAfterHours: number;
}

/**
 * The demo reviews of club `ref` (its source reference), always the same: none for about
 * {@link UNREVIEWED_PERCENT} % of clubs, else 1–{@link DEMO_REVIEWS_MAX} by distinct demo members (most
 * clubs a handful, a few many). The
 * club gets a quality of 3.0–4.7 stars and each rating scatters around it (mostly ±1, now and then ±2),
 * so averages spread like a real catalogue's and a good club still has its odd bad review.
 */
export function demoReviewPlan(ref: string): DemoReviewPlan[] {
  const rng = xoroshiro128plus(createHash('sha256').update(`reviews:${ref}`).digest().readInt32LE(0));
  const draw = (min: number, max: number) => uniformInt(rng, min, max);
  if (draw(0, 99) < UNREVIEWED_PERCENT) return [];
  // Few clubs are much reviewed: 1 + (max − 1)·u² with u uniform on [0, 1] (about 9 on average).
  const u = draw(0, 1000) / 1000;
  const count = 1 + Math.round((DEMO_REVIEWS_MAX - 1) * u * u);
  const quality = draw(30, 47) / 10;
  const pool = Array.from({ length: DEMO_REVIEWERS }, (_, i) => i);
  const byStars = demoReviewMessages.byStars;
  const plans: DemoReviewPlan[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = draw(i, DEMO_REVIEWERS - 1);
    [pool[i], pool[j]] = [pool[j] ?? j, pool[i] ?? i];
    const noise = (draw(-10, 10) + draw(-10, 10)) / 10;
    const rating = Math.min(5, Math.max(1, Math.round(quality + noise)));
    const texts = byStars[rating - 1] ?? [];
    const withText = draw(0, 99) < WITH_TEXT_PERCENT;
    const pick = draw(0, texts.length - 1);
    plans.push({
      reviewer: pool[i] ?? i,
      rating,
      text: withText ? (texts[pick] ?? null) : null,
      daysAgo: draw(VISIT_DAYS.min, VISIT_DAYS.max),
      hour: draw(7, 21),
      writtenAfterHours: draw(2, 48),
    });
  }
  return plans;
}

/**
 * Creates the demo member accounts that are missing (type `user`, active, demo, no password).
 * @returns e-mail → user id of every demo member, and how many were created
 * @throws when a real (non-demo) account already uses a demo member's e-mail
 */
export async function upsertDemoReviewers(tx: Tx): Promise<{ ids: Map<string, string>; inserted: number }> {
  const reviewers = demoReviewers();
  const emails = reviewers.map((r) => r.email);
  const lowerEmail = sql`lower(${users.email})`;
  const existing = await tx
    .select({ id: users.id, email: users.email, demo: users.demo })
    .from(users)
    .where(inArray(lowerEmail, emails));
  const clash = existing.find((u) => !u.demo);
  if (clash)
    throw new Error(`Seed: ${clash.email} belongs to a real account; refusing to turn it into a demo member`);
  const known = new Set(existing.map((u) => u.email.toLowerCase()));
  const missing = reviewers.filter((r) => !known.has(r.email));
  if (missing.length > 0)
    await tx
      .insert(users)
      .values(
        missing.map((r) => ({ ...r, type: 'user' as const, active: true, demo: true, passwordHash: null })),
      )
      .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(lowerEmail, emails));
  return { ids: new Map(rows.map((r) => [r.email.toLowerCase(), r.id])), inserted: missing.length };
}

/** What {@link seedDemoReviews} did: demo members created, gyms given reviews, reviews written. */
export interface DemoReviewCounts {
  members: number;
  gyms: number;
  reviews: number;
}

/**
 * Gives the demo gyms without any review their demo reviews, each over a demo order, pass and visit
 * (see the module note), in five statements whatever the number of reviews; then recomputes the
 * catalogue's prior and scores (`review_prior_recompute()`, what the hourly job runs) when it wrote any.
 * Demo gyms left without reviews lose a `raiting` an earlier seed generated (no rating it was not given).
 * @param demoGymIds - source reference → id of the gyms still `demo_values` (what the seed owns)
 * @param now - the present (tests move it)
 */
export async function seedDemoReviews(
  tx: Tx,
  demoGymIds: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<DemoReviewCounts> {
  const members = await upsertDemoReviewers(tx);
  const reviewerIds = demoReviewers().map((r) => members.ids.get(r.email) ?? '');
  const ids = [...demoGymIds.values()];
  const reviewed = new Set(
    ids.length === 0
      ? []
      : (
          await tx.selectDistinct({ gymId: reviews.gymId }).from(reviews).where(inArray(reviews.gymId, ids))
        ).map((r) => r.gymId),
  );
  const rows: Record<string, string | number | null>[] = [];
  let gymCount = 0;
  for (const [ref, gymId] of demoGymIds) {
    if (reviewed.has(gymId)) continue;
    const plans = demoReviewPlan(ref);
    if (plans.length > 0) gymCount += 1;
    for (const p of plans) {
      const day = subDays(now, p.daysAgo);
      day.setUTCHours(p.hour + 3, 0, 0, 0); // Buenos Aires local hour (UTC−3)
      rows.push({
        key: `DEMO-${ref}-${p.reviewer}`,
        gym_id: gymId,
        member_id: reviewerIds[p.reviewer] ?? null,
        rating: p.rating,
        text: p.text,
        visited_at: day.toISOString(),
        written_at: addHours(day, p.writtenAfterHours).toISOString(),
      });
    }
  }
  if (rows.length > 0) await writeDemoReviews(tx, JSON.stringify(rows));
  if (rows.length > 0) await tx.execute(sql`select review_prior_recompute()`);
  if (ids.length > 0)
    await tx.execute(
      sql`update gyms set raiting = null, score = null
           where id in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
             and review_count = 0 and (raiting is not null or score is not null)`,
    );
  return { members: members.inserted, gyms: gymCount, reviews: rows.length };
}

/** The planned rows as one `jsonb_to_recordset` input, joined back by the order reference `key`. */
async function writeDemoReviews(tx: Tx, json: string): Promise<void> {
  const input = sql`jsonb_to_recordset(${json}::jsonb) as x(key text, gym_id uuid, member_id uuid,
    rating smallint, text text, visited_at timestamptz, written_at timestamptz)`;
  await tx.execute(sql`
    insert into orders (reference, user_id, status, provider, total, idempotency_key, cart_version,
                        buyer_email, buyer_name, created_at, paid_at, receipt_sent_at)
    select x.key, x.member_id, 'paid', 'manual', coalesce(g.price, 1), x.key, 1, u.email, u.name,
           x.visited_at - interval '1 hour', x.visited_at - interval '1 hour', x.visited_at - interval '1 hour'
      from ${input} join gyms g on g.id = x.gym_id join users u on u.id = x.member_id`);
  await tx.execute(sql`
    insert into order_lines (order_id, position, product_id, kind, gym_id, gym_name, name, unit,
                             unit_price, qty, line_total)
    select o.id, 1, x.gym_id, 'membership', x.gym_id, g.name, 'Pase de demostración', 'visita',
           o.total, 1, o.total
      from ${input} join orders o on o.reference = x.key join gyms g on g.id = x.gym_id`);
  await tx.execute(sql`
    insert into passes (order_id, order_line_id, member_id, gym_id, product_kind, product_name,
                        valid_from, valid_until, created_at)
    select o.id, l.id, x.member_id, x.gym_id, 'membership', 'Pase de demostración',
           x.visited_at - interval '1 hour', x.visited_at + interval '2 hours', x.visited_at - interval '1 hour'
      from ${input} join orders o on o.reference = x.key join order_lines l on l.order_id = o.id`);
  await tx.execute(sql`
    insert into pass_visits (pass_id, gym_id, member_id, visited_at)
    select p.id, x.gym_id, x.member_id, x.visited_at
      from ${input} join orders o on o.reference = x.key join passes p on p.order_id = o.id`);
  await tx.execute(sql`
    insert into reviews (gym_id, author_id, rating, text, demo, created_at)
    select x.gym_id, x.member_id, x.rating, x.text, true, x.written_at from ${input}`);
}
