// The rolling horizon as a background job (ADR 0022): the `extend-class-horizon` queue, scheduled every
// hour, writes through pg-boss's worker the sessions that came within 8 weeks, and a second run writes
// nothing twice. A class made weeks ago is staged by moving its rows' end back, as time would have.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../../src/server/plugins/jobs';
import { buildCommerceApp, rowsOf, sessionFor, type CommerceTestApp } from './kit';
import { createClass, localDate, sessionsOf } from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
});
afterAll(async () => t?.close());

/** Queues one run of the horizon job and waits until the app's worker has finished it. */
async function runHorizonJob(): Promise<void> {
  await t.app.jobs.send(QUEUES.extendClassHorizon.name, {});
  expect(await t.app.jobs.drained(QUEUES.extendClassHorizon.name, 30_000)).toBe(true);
}

/** Start instants of class `classId`'s session rows, earliest first, and how many distinct. */
async function startsOf(classId: string): Promise<{ starts: string[]; distinct: number }> {
  const rows = await rowsOf<{ at: string }>(
    t,
    sql`select starts_at::text as at from class_sessions where class_id = ${classId} order by starts_at`,
  );
  const starts = rows.map((r) => r.at);
  return { starts, distinct: new Set(starts).size };
}

describe('the extend-class-horizon job', () => {
  it('writes the sessions that entered the horizon; a second run writes nothing twice', async () => {
    const partner = await sessionFor(t, t.partnerA);
    const created = await createClass(partner, { rrule: 'FREQ=DAILY', until: localDate(100) });
    const full = await startsOf(created._id);
    // Today's horizon: 8 weeks of daily sessions from the one in three days.
    expect(full.starts.length).toBeGreaterThanOrEqual(52);
    expect(full.starts.length).toBeLessThanOrEqual(54);

    // As if the class had been made three weeks ago: its rows end two weeks from now.
    const cut = new Date(Date.now() + 14 * 86_400_000).toISOString();
    await rowsOf(
      t,
      sql`delete from class_sessions where class_id = ${created._id} and starts_at >= ${cut}::timestamptz`,
    );
    await rowsOf(
      t,
      sql`update classes set materialised_through = ${cut}::timestamptz where id = ${created._id}`,
    );
    const kept = await sessionsOf(t, created._id);
    expect(kept.length).toBeLessThan(full.starts.length);

    await runHorizonJob();
    const after = await startsOf(created._id);
    // The same starts (one more only if a 19:00 crossed the horizon since the class was made).
    expect(after.starts.slice(0, full.starts.length)).toEqual(full.starts);
    expect(after.starts.length - full.starts.length).toBeLessThanOrEqual(1);
    expect(after.distinct).toBe(after.starts.length);
    // The rows that were there are the same rows (ids kept), the rest are new.
    expect((await sessionsOf(t, created._id)).slice(0, kept.length)).toEqual(kept);

    await runHorizonJob();
    const again = await startsOf(created._id);
    expect(again.starts).toEqual(after.starts);
    expect(again.distinct).toBe(again.starts.length);
  });
});
