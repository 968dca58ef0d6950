/**
 * Harness of the review API tests (ADR 0024): the commerce shop (partner A owns gym A, partner B gym
 * B), members with a pass of gym A and a door visit recorded as the check-in writes it.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Review, ReviewListResponse } from '../../../src/shared/contract/reviews';
import type { Client } from '../account/helpers';
import { GYM_A, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { grantPass } from '../classes/helpers';

export const reviewsUrl = (gymId: string = GYM_A) => `/api/gyms/${gymId}/reviews`;
export const mineUrl = (gymId: string = GYM_A) => `/api/gyms/${gymId}/reviews/mine`;
export const replyUrl = (reviewId: string) => `/api/partner/reviews/${reviewId}/reply`;
export const reportUrl = (reviewId: string) => `/api/reviews/${reviewId}/reports`;
export const decisionUrl = (reviewId: string) => `/api/admin/reviews/${reviewId}/decision`;
export const QUEUE_URL = '/api/admin/reviews/reports';

const DAY_MS = 86_400_000;

/** Records a door visit of member `memberId` at gym `gymId` `daysAgo` days ago, as the check-in does. */
export async function recordVisit(
  t: CommerceTestApp,
  memberId: string,
  gymId = GYM_A,
  daysAgo = 1,
): Promise<void> {
  const passId = await grantPass(t, memberId, { gymId });
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await rowsOf(
    t,
    sql`insert into pass_visits (pass_id, gym_id, member_id, visited_at)
        values (${passId}, ${gymId}, ${memberId}, ${at.toISOString()}::timestamptz)`,
  );
}

/** A signed-in member with a visit of gym `gymId` `daysAgo` days ago. */
export async function visitor(
  t: CommerceTestApp,
  name = 'Ana García',
  gymId = GYM_A,
  daysAgo = 1,
): Promise<{ id: string; client: Client }> {
  const member = await signedIn(t, 'user', name);
  await recordVisit(t, member.id, gymId, daysAgo);
  return member;
}

/** The review of a 200/201 answer. */
export const reviewOf = (res: LightMyRequestResponse): Review => res.json<{ review: Review }>().review;

/** The public list of gym `gymId` as `client` reads it. */
export async function listOf(client: Client, gymId = GYM_A, query = ''): Promise<ReviewListResponse> {
  const res = await client.get(`${reviewsUrl(gymId)}${query}`);
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return res.json<ReviewListResponse>();
}

/** Gym `gymId`'s figures as stored. */
export async function gymFigures(t: CommerceTestApp, gymId = GYM_A) {
  const [row] = await rowsOf<{ count: number; sum: number; raiting: string | null; score: string | null }>(
    t,
    sql`select review_count as count, rating_sum as sum, raiting::text as raiting, score::text as score
          from gyms where id = ${gymId}`,
  );
  return row;
}
