// No overbooking (docs/architecture.md §7; ADR 0022): 60 members booking 10 places at the same moment give exactly
// 10 booked and 50 waitlisted with positions 1..50; five cancels at once promote exactly positions 1–5 and
// the line closes up to 1..45. On PostgreSQL the requests really run in parallel (pool of 20); on PGlite
// they interleave on one connection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/shared/contract/classes';
import { buildCommerceApp, rowsOf, sessionFor, signedIn, type Client, type CommerceTestApp } from './kit';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf } from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 20 });
});
afterAll(async () => t?.close());

const MEMBERS = 60;
const PLACES = 10;

describe('60 members booking 10 places at once', () => {
  it('book exactly 10 and waitlist 50 at 1..50; five cancels at once promote exactly 1–5', async () => {
    const partner = await sessionFor(t, t.partnerA);
    const created = await createClass(partner, { capacity: PLACES });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const members: { id: string; client: Client }[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await signedIn(t);
      await grantPass(t, member.id);
      members.push(member);
    }
    const answers = await Promise.all(members.map((m) => bookSession(m.client, sessionId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(MEMBERS).fill(201));
    const bookings = answers.map(bookingOf);
    expect(bookings.filter((b) => b.status === 'booked')).toHaveLength(PLACES);
    const waiting = bookings.filter((b) => b.status === 'waitlisted');
    expect(waiting.map((b) => b.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: MEMBERS - PLACES }, (_, i) => i + 1),
    );
    const [counts] = await rowsOf<{ booked: number; waitlisted: number }>(
      t,
      sql`select booked, waitlisted from class_sessions where id = ${sessionId}`,
    );
    expect(counts).toEqual({ booked: PLACES, waitlisted: MEMBERS - PLACES });

    const owners = new Map(bookings.map((b, i) => [b._id, members[i]!]));
    const byPosition = new Map(waiting.map((b) => [b.position, b._id]));
    const leaving = bookings.filter((b) => b.status === 'booked').slice(0, 5);
    const cancels = await Promise.all(
      leaving.map((b) => owners.get(b._id)!.client.delete(`${BOOKINGS}/${b._id}`)),
    );
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await rowsOf<{ id: string; status: Booking['status']; position: number | null }>(
      t,
      sql`select id, status, position from bookings where session_id = ${sessionId}`,
    );
    const state = new Map(rows.map((r) => [r.id, r]));
    for (const p of [1, 2, 3, 4, 5]) expect(state.get(byPosition.get(p) ?? '')?.status).toBe('booked');
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(PLACES);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(5);
    const line = rows.filter((r) => r.status === 'waitlisted');
    expect(line.map((r) => r.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: MEMBERS - PLACES - 5 }, (_, i) => i + 1),
    );
    // The line kept its order: who was 6th is now 1st.
    expect(state.get(byPosition.get(6) ?? '')?.position).toBe(1);
    const [after] = await rowsOf<{ booked: number; waitlisted: number }>(
      t,
      sql`select booked, waitlisted from class_sessions where id = ${sessionId}`,
    );
    expect(after).toEqual({ booked: PLACES, waitlisted: MEMBERS - PLACES - 5 });
  });
});
