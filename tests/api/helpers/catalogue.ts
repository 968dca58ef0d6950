/**
 * Helpers for the catalogue tests: typed GETs, paging through a whole result, and direct database
 * reads to compare answers against.
 * @module
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { gymListResponseSchema, type GymListResponse } from '../../../src/shared/contract/gyms';
import type { TestApp } from './app';
import { leaksInternals } from './app';

export const ALLGYMS = '/api/partner/gyms/allgyms';
export const MAPGYMS = '/api/partner/gyms/mapgyms';
export const GYMBYID = '/api/partner/gyms/gymbyid';
export const SERVICES = '/api/partner/gyms/services';

/** A query string from a record (values stringified, URL-encoded). */
export const qs = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** GETs `path?params` and checks the answer never leaks internals and is never a 5xx. */
export async function get(t: TestApp, path: string, params: Record<string, string | number> = {}) {
  const query = qs(params);
  const res = await t.app.inject({ method: 'GET', url: query ? `${path}?${query}` : path });
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(leaksInternals(res.body), res.body).toBe(false);
  return res;
}

/** GETs one page of allgyms, expecting 200 and a body that satisfies the contract. */
export async function listPage(
  t: TestApp,
  params: Record<string, string | number>,
): Promise<GymListResponse> {
  const res = await get(t, ALLGYMS, params);
  expect(res.statusCode, res.body).toBe(200);
  return gymListResponseSchema.parse(res.json());
}

/**
 * Pages through every result of a query (limit 50) and returns the gyms in order, checking that
 * `total`, `pages`, `page` and `limit` stay consistent on every page.
 */
export async function listAll(
  t: TestApp,
  params: Record<string, string | number>,
): Promise<GymListResponse['gyms']> {
  const first = await listPage(t, { ...params, limit: 50, page: 1 });
  const all = [...first.gyms];
  for (let page = 2; page <= first.pages; page++) {
    const next = await listPage(t, { ...params, limit: 50, page });
    expect(next.total).toBe(first.total);
    expect(next.pages).toBe(first.pages);
    expect(next.page).toBe(page);
    all.push(...next.gyms);
  }
  expect(all).toHaveLength(first.total);
  expect(new Set(all.map((g) => g._id)).size).toBe(all.length);
  return all;
}

/** Number of active gyms in the database, optionally with a service (by name) no plan holds. */
export async function countActive(t: TestApp, serviceName?: string): Promise<number> {
  const query = serviceName
    ? sql`select count(*) as n from gyms g join gym_services gs on gs.gym_id = g.id
            join services s on s.id = gs.service_id
           where g.gym_active and gs.plan_held_at is null and s.name = ${serviceName}`
    : sql`select count(*) as n from gyms where gym_active`;
  const result = (await t.handle.db.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n);
}

/** UUID string comparison as PostgreSQL orders `uuid` (byte order = lower-case hex order). */
export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
