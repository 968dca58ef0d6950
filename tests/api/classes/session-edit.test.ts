// Editing a session (ADR 0022): `this` changes that session only, `following` changes it, every later
// session and the class, so sessions the horizon job writes later follow while earlier ones keep what
// they were. Places never drop below those booked (409 saying how many); more places go to the
// waitlist at once, in order. Bad input is a Spanish 400; a started or cancelled session, 409.
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendHorizon } from '../../../src/server/modules/classes/timetable/service';
import type { EditSessionResponse } from '../../../src/shared/contract/classes-partner';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import { classMessages as cm, partnerClassMessages as m } from '../../../src/shared/messages';
import {
  bookingOf,
  bookSession,
  createClass,
  editSession,
  grantPass,
  sessionRow,
  sessionsOf,
  sessionUrl,
  shownSession,
  wallTime,
} from './helpers';
import {
  buildCommerceApp,
  GYM_A,
  rowsOf,
  sessionFor,
  signedIn,
  type Client,
  type CommerceTestApp,
} from './kit';

let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
});
afterAll(async () => t?.close());

/** A member with a membership of gym A, signed in. */
async function member(): Promise<Client> {
  const m = await signedIn(t);
  await grantPass(t, m.id);
  return m.client;
}

/** Local "HH:mm" in the gym's zone of every session of class `classId`, earliest first. */
async function localHours(classId: string): Promise<string[]> {
  const rows = await rowsOf<{ startsAt: string }>(
    t,
    sql`select starts_at as "startsAt" from class_sessions where class_id = ${classId} order by starts_at`,
  );
  return rows.map((r) =>
    new TZDate(new Date(r.startsAt).getTime(), DEFAULT_GYM_TIME_ZONE).toISOString().slice(11, 16),
  );
}

describe('PATCH /api/partner/class-sessions/{id} with scope "this"', () => {
  it('changes that session only: name, instructor, room, places, length and start', async () => {
    const created = await createClass(partnerA, { name: 'Funcional', rrule: 'FREQ=DAILY;COUNT=3' });
    const [first = '', second = ''] = await sessionsOf(t, created._id);
    const res = await editSession(partnerA, second, {
      scope: 'this',
      name: 'Funcional especial',
      instructor: null,
      room: 'Terraza',
      capacity: 15,
      durationMinutes: 45,
      startsAt: wallTime(4, '20:30'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<EditSessionResponse>();
    expect(body.updated).toBe(1);
    expect(body.session).toMatchObject({
      _id: second,
      name: 'Funcional especial',
      instructor: null,
      room: 'Terraza',
      capacity: 15,
      spotsLeft: 15,
    });
    expect(body.session.startsAt.slice(0, 16)).toBe(wallTime(4, '20:30'));
    expect(new Date(body.session.endsAt).getTime() - new Date(body.session.startsAt).getTime()).toBe(
      45 * 60_000,
    );
    expect(body.class).toMatchObject({
      name: 'Funcional',
      instructor: 'Ana',
      capacity: 10,
      durationMinutes: 60,
    });
    expect(await shownSession(partnerA, GYM_A, first)).toMatchObject({
      name: 'Funcional',
      instructor: 'Ana',
      room: 'Salón 1',
    });
  });

  it('refuses places below those booked with a 409 saying how many, and gives new places to the line in order', async () => {
    const created = await createClass(partnerA, { capacity: 2 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const bookings = [];
    for (let i = 0; i < 5; i += 1) bookings.push(bookingOf(await bookSession(await member(), sessionId)));
    const below = await editSession(partnerA, sessionId, { scope: 'this', capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ message: m.capacityBelowBooked(2), code: 'CONFLICT' });
    expect(below.json<{ message: string }>().message).toContain('2 reservas');

    expect((await editSession(partnerA, sessionId, { scope: 'this', capacity: 4 })).statusCode).toBe(200);
    expect(await sessionRow(t, sessionId)).toMatchObject({ capacity: 4, booked: 4, waitlisted: 1 });
    const rows = await rowsOf<{ id: string; status: string; position: number | null }>(
      t,
      sql`select id, status, position from bookings where session_id = ${sessionId}`,
    );
    const state = (id: string | undefined) => rows.find((r) => r.id === id);
    expect(state(bookings[2]?._id)).toMatchObject({ status: 'booked', position: null });
    expect(state(bookings[3]?._id)).toMatchObject({ status: 'booked', position: null });
    expect(state(bookings[4]?._id)).toMatchObject({ status: 'waitlisted', position: 1 });
    const [jobs] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = 'class-promotion-mail'
            and data->>'bookingId' in (${bookings[2]?._id ?? ''}, ${bookings[3]?._id ?? ''})`,
    );
    expect(jobs?.n).toBe(2);
  });
});

describe('PATCH /api/partner/class-sessions/{id} with scope "following"', () => {
  it('changes that session, the later ones and the class; earlier sessions keep what they were', async () => {
    const created = await createClass(partnerA, {
      name: 'Yoga',
      rrule: 'FREQ=DAILY;COUNT=5',
      startsAt: wallTime(2),
    });
    const ids = await sessionsOf(t, created._id);
    const res = await editSession(partnerA, ids[2] ?? '', {
      scope: 'following',
      name: 'Yoga suave',
      room: null,
      capacity: 12,
      durationMinutes: 45,
      startsAt: wallTime(4, '20:00'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<EditSessionResponse>();
    expect(body.updated).toBe(3);
    expect(body.class).toMatchObject({
      name: 'Yoga suave',
      room: null,
      instructor: 'Ana',
      capacity: 12,
      durationMinutes: 45,
      startsAt: wallTime(2, '20:00'),
      sessions: 5,
    });
    expect(await localHours(created._id)).toEqual(['19:00', '19:00', '20:00', '20:00', '20:00']);
    const shown = await Promise.all(ids.map((id) => shownSession(partnerA, GYM_A, id)));
    expect(shown.map((s) => s?.name)).toEqual(['Yoga', 'Yoga', 'Yoga suave', 'Yoga suave', 'Yoga suave']);
    expect(shown.map((s) => s?.room)).toEqual(['Salón 1', 'Salón 1', null, null, null]);
    expect(shown.map((s) => s?.capacity)).toEqual([10, 10, 12, 12, 12]);
  });

  it('sessions written later by the horizon follow the new hour and values, none twice', async () => {
    const created = await createClass(partnerA, {
      name: 'Spinning',
      rrule: 'FREQ=WEEKLY;COUNT=12',
      startsAt: wallTime(1),
    });
    const before = await sessionsOf(t, created._id);
    expect(before.length).toBeLessThan(12);
    const res = await editSession(partnerA, before[1] ?? '', {
      scope: 'following',
      capacity: 20,
      startsAt: wallTime(8, '18:00'),
    });
    expect(res.statusCode).toBe(200);
    await extendHorizon(t.handle.db, new Date(Date.now() + 200 * 86_400_000));
    expect(await localHours(created._id)).toEqual(['19:00', ...Array<string>(11).fill('18:00')]);
    const [caps] = await rowsOf<{ small: number; big: number }>(
      t,
      sql`select count(*) filter (where capacity = 10)::int as small, count(*) filter (where capacity = 20)::int as big
            from class_sessions where class_id = ${created._id}`,
    );
    expect(caps).toEqual({ small: 1, big: 11 });
  });

  it('refuses places below the most booked in a later session, and another day', async () => {
    const created = await createClass(partnerA, { rrule: 'FREQ=DAILY;COUNT=3', capacity: 3 });
    const [first = '', , third = ''] = await sessionsOf(t, created._id);
    for (let i = 0; i < 3; i += 1) await bookSession(await member(), third);
    const below = await editSession(partnerA, first, { scope: 'following', capacity: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ message: m.capacityBelowBooked(3) });
    const otherDay = await editSession(partnerA, first, {
      scope: 'following',
      startsAt: wallTime(9, '19:00'),
    });
    expect(otherDay.statusCode).toBe(400);
    expect(otherDay.json()).toMatchObject({ message: m.followingSameDay });
  });

  it('refuses an hour an earlier session, moved alone, already has', async () => {
    const created = await createClass(partnerA, { rrule: 'FREQ=DAILY;COUNT=3', startsAt: wallTime(3) });
    const [first = '', second = ''] = await sessionsOf(t, created._id);
    const moved = await editSession(partnerA, first, { scope: 'this', startsAt: wallTime(4, '18:00') });
    expect(moved.statusCode).toBe(200);
    const clash = await editSession(partnerA, second, { scope: 'following', startsAt: wallTime(4, '18:00') });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: m.startTaken });
    expect(await localHours(created._id)).toEqual(['18:00', '19:00', '19:00']);
  });
});

describe('PATCH refusals', () => {
  it('answers bad input with a Spanish 400 and saves nothing', async () => {
    const created = await createClass(partnerA);
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const cases: [object, string][] = [
      [{ capacity: 5 }, m.scope],
      [{ scope: 'todas', capacity: 5 }, m.scope],
      [{ scope: 'this' }, m.nothingToChange],
      [{ scope: 'this', capacity: 0 }, cm.capacity],
      [{ scope: 'this', capacity: 501 }, cm.capacity],
      [{ scope: 'this', durationMinutes: 4 }, cm.duration],
      [{ scope: 'this', name: '  ' }, cm.name],
      [{ scope: 'this', startsAt: 'mañana' }, m.startsAt],
      [{ scope: 'this', startsAt: '2031-02-30T10:00' }, m.startsAt],
      [{ scope: 'this', startsAt: wallTime(-1) }, m.startsInPast],
    ];
    for (const [body, message] of cases) {
      const res = await editSession(partnerA, sessionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ message, code: 'VALIDATION' });
    }
    expect((await editSession(partnerA, 'nope', { scope: 'this', capacity: 3 })).statusCode).toBe(400);
    expect(await sessionRow(t, sessionId)).toMatchObject({ capacity: 10, status: 'scheduled' });
  });

  it('refuses another partner, members, a started or cancelled session, and a start another session has', async () => {
    const created = await createClass(partnerA, { rrule: 'FREQ=DAILY;COUNT=2' });
    const [first = '', second = ''] = await sessionsOf(t, created._id);
    expect((await editSession(partnerB, first, { scope: 'this', capacity: 3 })).statusCode).toBe(403);
    expect((await editSession(await member(), first, { scope: 'this', capacity: 3 })).statusCode).toBe(403);
    const taken = await editSession(partnerA, first, { scope: 'this', startsAt: wallTime(4) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: m.startTaken });
    expect((await partnerA.post(`${sessionUrl(second)}/cancel`)).statusCode).toBe(200);
    const cancelled = await editSession(partnerA, second, { scope: 'this', capacity: 3 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ message: m.sessionCancelled });
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '10 minutes', ends_at = now() + interval '50 minutes'
           where id = ${first}`,
    );
    const started = await editSession(partnerA, first, { scope: 'following', capacity: 3 });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ message: m.sessionStarted });
  });
});
