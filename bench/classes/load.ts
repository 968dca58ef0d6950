/**
 * Loads the classes benchmark's data (PostgreSQL) into a catalogue of the search benchmark
 * (bench/search/databases.ts `ensureCatalogue`): the timetables of `generate.ts`, and, for the booking
 * rush, 100 sessions tomorrow with 1 000 members holding a membership of each session's gym, each with a
 * signed-in session cookie. A timetable is reused while the comment of `class_sessions` carries its
 * marker (same catalogue, options and anchor day); otherwise classes, sessions and bookings are emptied
 * and loaded again. Ends with `ANALYZE`.
 * @module
 */
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/client';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';
import { serviceRows } from '../search/generate';
import { rawClient } from '../search/load';
import { generateTimetableBatches, type TimetableOptions } from './generate';

/** Marker of a complete timetable load, kept as the comment of `class_sessions`. */
export const timetableMarker = (size: number, o: TimetableOptions): string =>
  `bench-classes v1 size=${size} seed=${o.seed} every=${o.every} weekly=${o.weekly} weeks=${o.weeks} anchor=${o.anchor}`;

/** Inserts `rows` into `table` in one statement (`json_populate_recordset`). */
async function insertRows(pool: pg.Pool, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).join(', ');
  await pool.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Makes sure the catalogue of `size` gyms carries the timetables of `options`.
 * @returns whether they were reused, the rows and the load time in ms
 */
export async function ensureTimetables(
  handle: DatabaseHandle,
  size: number,
  options: TimetableOptions,
  log: (line: string) => void,
): Promise<{ reused: boolean; classes: number; sessions: number; ms: number }> {
  const pool = rawClient(handle) as pg.Pool;
  const count = async (): Promise<{ classes: number; sessions: number }> => {
    const { rows } = await pool.query(
      `SELECT (SELECT count(*) FROM classes)::int AS classes, (SELECT count(*) FROM class_sessions)::int AS sessions`,
    );
    return { classes: Number(rows[0]?.classes), sessions: Number(rows[0]?.sessions) };
  };
  const marker = timetableMarker(size, options);
  const { rows } = await pool.query(`SELECT obj_description('class_sessions'::regclass, 'pg_class') AS m`);
  if (rows[0]?.m === marker) return { reused: true, ...(await count()), ms: 0 };
  const t0 = performance.now();
  await pool.query('TRUNCATE bookings, class_sessions, classes');
  const services = serviceRows(options.seed);
  let done = 0;
  for (const batch of generateTimetableBatches(size, options, services, 10_000)) {
    await insertRows(pool, 'classes', batch.classes);
    for (let i = 0; i < batch.sessions.length; i += 50_000)
      await insertRows(pool, 'class_sessions', batch.sessions.slice(i, i + 50_000));
    done += 10_000;
    if (done % 100_000 === 0) log(`  timetables of ${done.toLocaleString('en')} gyms loaded`);
  }
  await pool.query('VACUUM ANALYZE classes');
  await pool.query('VACUUM ANALYZE class_sessions');
  await pool.query(`COMMENT ON TABLE class_sessions IS '${marker}'`);
  return { reused: false, ...(await count()), ms: performance.now() - t0 };
}

/** The booking rush's sessions and members: who books which session, with which cookie token. */
export interface Rush {
  sessions: string[];
  /** Member `i` books `sessions[i % sessions.length]` with cookie token `tokens[i]`. */
  tokens: string[];
  capacity: number;
  /** The run's tag in the members' e-mails (`rush{i}-{tag}@bench.test`). */
  tag: string;
  /** `credits`: the members pay with Pase BuscaGym credits (`payWith`), not with their pass. */
  payWith?: 'credits';
}

/**
 * Adds the booking rush: `sessions` one-off sessions tomorrow at 10:00 UTC (one class each, `capacity`
 * places, at the first `sessions` gyms with classes), and `members` members, member _i_ holding a
 * membership of the gym of session _i_ mod `sessions` (a paid order, its line and the pass, as checkout
 * writes them) and a signed-in session. Earlier rush classes (with their sessions and bookings) are
 * removed first; earlier rush members stay (their e-mails carry the run's tag).
 */
export async function loadRush(
  handle: DatabaseHandle,
  sessions: number,
  members: number,
  capacity: number,
): Promise<Rush> {
  const pool = rawClient(handle) as pg.Pool;
  await pool.query(`DELETE FROM classes WHERE name = 'Rush bench'`);
  const tag = Date.now().toString(36);
  const { rows: sessionRows } = await pool.query<{ id: string; gym_id: string }>(
    `WITH g AS (SELECT DISTINCT gym_id FROM classes ORDER BY gym_id LIMIT $1),
          c AS (INSERT INTO classes (gym_id, name, capacity, duration_minutes, starts_local, time_zone,
                                     cancel_before_hours, promote_until_hours, materialised_through)
                SELECT gym_id, 'Rush bench', $2, 60,
                       to_char((date_trunc('day', now()) + interval '34 hours') AT TIME ZONE 'America/Argentina/Buenos_Aires',
                               'YYYY-MM-DD"T"HH24:MI'),
                       'America/Argentina/Buenos_Aires', 2, 1, '9999-12-31' FROM g
                RETURNING id, gym_id)
     INSERT INTO class_sessions (class_id, gym_id, starts_at, ends_at, capacity)
     SELECT id, gym_id, date_trunc('day', now()) + interval '34 hours', date_trunc('day', now()) + interval '35 hours', $2
       FROM c ORDER BY gym_id RETURNING id, gym_id`,
    [sessions, capacity],
  );
  sessionRows.sort((a, b) => a.gym_id.localeCompare(b.gym_id));
  const tokens: string[] = [];
  const values: string[][] = [];
  for (let i = 0; i < members; i += 1) {
    const token = newOpaqueToken();
    tokens.push(token);
    values.push([
      `rush${i}-${tag}@bench.test`,
      sha256Hex(token),
      sessionRows[i % sessionRows.length]?.gym_id ?? '',
    ]);
  }
  await pool.query(
    `WITH input AS (SELECT * FROM json_to_recordset($1::json) AS x(email text, hash text, gym uuid)),
          u AS (INSERT INTO users (name, email, type, active)
                SELECT 'Socia ' || email, email, 'user', true FROM input RETURNING id, email),
          s AS (INSERT INTO sessions (id, user_id, expires_at)
                SELECT i.hash, u.id, now() + interval '1 day' FROM input i JOIN u USING (email)),
          o AS (INSERT INTO orders (reference, user_id, status, provider, total, idempotency_key, cart_version,
                                    buyer_email, buyer_name, paid_at)
                SELECT 'BG-RUSH-' || u.email, u.id, 'paid', 'manual', 1000, 'rush-' || u.email, 1, u.email, 'Socia', now()
                  FROM u RETURNING id, user_id),
          l AS (INSERT INTO order_lines (order_id, position, product_id, kind, gym_id, gym_name, name, unit,
                                         unit_price, qty, line_total)
                SELECT o.id, 1, i.gym, 'membership', i.gym, 'Gimnasio', 'Pase', 'mes', 1000, 1, 1000
                  FROM o JOIN u ON u.id = o.user_id JOIN input i USING (email) RETURNING id, order_id, gym_id)
     INSERT INTO passes (order_id, order_line_id, member_id, gym_id, product_kind, product_name, valid_from, valid_until)
     SELECT l.order_id, l.id, o.user_id, l.gym_id, 'membership', 'Pase', now() - interval '1 day', now() + interval '30 days'
       FROM l JOIN o ON o.id = l.order_id`,
    [JSON.stringify(values.map(([email, hash, gym]) => ({ email, hash, gym })))],
  );
  await pool.query('ANALYZE users; ANALYZE passes; ANALYZE sessions');
  return { sessions: sessionRows.map((r) => r.id), tokens, capacity, tag };
}

/**
 * The same rush paid with Pase BuscaGym credits (ADR 0045): the gyms of `rush`'s sessions accept the
 * pass (a class costs 1 credit, a rate of $ 1.000 per credit, costs set 8 days ago so they are in
 * force), each rush member's wallet holds 10 credits worth $ 10.000, and each gym gets a second session
 * an hour later ("Rush bench credits", the same places) that the members book with `payWith: credits`.
 * A credit booking never waits in line: those beyond the places are refused (409).
 */
export async function loadCreditRush(handle: DatabaseHandle, rush: Rush): Promise<Rush> {
  const pool = rawClient(handle) as pg.Pool;
  await pool.query(`DELETE FROM classes WHERE name = 'Rush bench credits'`);
  const { rows } = await pool.query<{ id: string; gym_id: string }>(
    `WITH g AS (SELECT DISTINCT gym_id FROM class_sessions WHERE id = ANY($1::uuid[])),
          t AS (INSERT INTO gym_credit_terms (gym_id, accepts, visit_credits, class_credits, cancel_window_hours,
                                              costs_set_at, rate_per_credit)
                SELECT gym_id, true, 2, 1, 12, now() - interval '8 days', 1000 FROM g
                ON CONFLICT (gym_id) DO UPDATE SET accepts = true, class_credits = 1, rate_per_credit = 1000),
          c AS (INSERT INTO classes (gym_id, name, capacity, duration_minutes, starts_local, time_zone,
                                     cancel_before_hours, promote_until_hours, materialised_through)
                SELECT gym_id, 'Rush bench credits', $2, 60,
                       to_char((date_trunc('day', now()) + interval '35 hours') AT TIME ZONE 'America/Argentina/Buenos_Aires',
                               'YYYY-MM-DD"T"HH24:MI'),
                       'America/Argentina/Buenos_Aires', 2, 1, '9999-12-31' FROM g
                RETURNING id, gym_id)
     INSERT INTO class_sessions (class_id, gym_id, starts_at, ends_at, capacity)
     SELECT id, gym_id, date_trunc('day', now()) + interval '35 hours', date_trunc('day', now()) + interval '36 hours', $2
       FROM c RETURNING id, gym_id`,
    [rush.sessions, rush.capacity],
  );
  const { rows: order } = await pool.query<{ id: string; gym_id: string }>(
    `SELECT s.id, s.gym_id FROM class_sessions s WHERE s.id = ANY($1::uuid[])`,
    [rush.sessions],
  );
  const byGym = new Map(rows.map((r) => [r.gym_id, r.id]));
  const gymOf = new Map(order.map((r) => [r.id, r.gym_id]));
  await pool.query(
    `INSERT INTO credit_wallets (user_id, balance, value_centavos)
     SELECT id, 10, 1000000 FROM users WHERE email LIKE 'rush%-' || $1 || '@bench.test'
     ON CONFLICT (user_id) DO UPDATE SET balance = 10, value_centavos = 1000000`,
    [rush.tag],
  );
  await pool.query('ANALYZE credit_wallets; ANALYZE gym_credit_terms');
  return {
    ...rush,
    sessions: rush.sessions.map((id) => byGym.get(gymOf.get(id) ?? '') ?? ''),
    payWith: 'credits',
  };
}

/**
 * The rush's outcome, read from the bookings themselves: sessions with more `booked` bookings than
 * places, sessions whose waitlist positions are not exactly 1…n, and the totals.
 */
export async function rushOutcome(
  handle: DatabaseHandle,
  sessions: readonly string[],
): Promise<{ overbooked: number; badWaitlists: number; booked: number; waitlisted: number }> {
  const pool = rawClient(handle) as pg.Pool;
  const { rows } = await pool.query(
    `WITH per AS (
       SELECT s.id, s.capacity,
              count(*) FILTER (WHERE b.status = 'booked') AS booked,
              count(*) FILTER (WHERE b.status = 'waitlisted') AS waiting,
              coalesce(array_agg(b.position ORDER BY b.position) FILTER (WHERE b.status = 'waitlisted'), '{}') AS positions
         FROM class_sessions s LEFT JOIN bookings b ON b.session_id = s.id
        WHERE s.id = ANY($1::uuid[]) GROUP BY s.id, s.capacity)
     SELECT count(*) FILTER (WHERE booked > capacity)::int AS overbooked,
            count(*) FILTER (WHERE positions <> array(SELECT generate_series(1, waiting::int)))::int AS bad,
            sum(booked)::int AS booked, sum(waiting)::int AS waitlisted FROM per`,
    [sessions],
  );
  const r = rows[0] ?? {};
  return {
    overbooked: Number(r.overbooked),
    badWaitlists: Number(r.bad),
    booked: Number(r.booked),
    waitlisted: Number(r.waitlisted),
  };
}

/**
 * The credit rush's outcome: its sessions' places (as {@link rushOutcome}), the credits its members
 * spent (10 each at the start, 1 a place) and wallets below 0 (the check constraint makes it impossible).
 */
export async function creditRushOutcome(
  handle: DatabaseHandle,
  rush: Rush,
): Promise<{ overbooked: number; booked: number; spent: number; negativeWallets: number }> {
  const places = await rushOutcome(handle, rush.sessions);
  const pool = rawClient(handle) as pg.Pool;
  const { rows } = await pool.query(
    `SELECT coalesce(sum(10 - w.balance), 0)::int AS spent, count(*) FILTER (WHERE w.balance < 0)::int AS negative
       FROM credit_wallets w JOIN users u ON u.id = w.user_id WHERE u.email LIKE 'rush%-' || $1 || '@bench.test'`,
    [rush.tag],
  );
  return {
    overbooked: places.overbooked,
    booked: places.booked,
    spent: Number(rows[0]?.spent ?? 0),
    negativeWallets: Number(rows[0]?.negative ?? 0),
  };
}
