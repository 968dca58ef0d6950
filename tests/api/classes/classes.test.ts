// Classes and the timetable (ADR 0022): POST /api/partner/classes (the gym's partner only, each bad input a
// 400 in Spanish with nothing saved) and GET /api/gyms/{gymId}/classes (public, local dates, ≤ 31 days).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../account/helpers';
import type { GymClass, TimetableResponse } from '../../../src/shared/contract/classes';
import { DEFAULT_CANCEL_BEFORE_HOURS } from '../../../src/shared/constants/classes';
import { classMessages as m } from '../../../src/shared/messages';
import { ALL_MATERIALISED, extendHorizon } from '../../../src/server/modules/classes/timetable/service';
import {
  buildCommerceApp,
  GYM_A,
  GYM_B,
  GYM_OFF,
  rowsOf,
  sessionFor,
  signedIn,
  SWIM,
  type CommerceTestApp,
} from './kit';
import { CLASSES, classBody, createClass, localDate, sessionsOf, timetableUrl, wallTime } from './helpers';

let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;
let member: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
  member = (await signedIn(t)).client;
});
afterAll(async () => t?.close());

async function count(table: 'classes' | 'class_sessions'): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row?.n ?? 0;
}

describe('POST /api/partner/classes', () => {
  it('makes a weekly class with its sessions up to 8 weeks ahead and answers 201 { class }', async () => {
    const res = await partnerA.post(
      CLASSES,
      classBody({ serviceId: SWIM, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', until: localDate(120) }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ class: GymClass }>().class;
    expect(created).toMatchObject({
      gymId: GYM_A,
      serviceId: SWIM,
      name: 'Funcional',
      instructor: 'Ana',
      room: 'Salón 1',
      capacity: 10,
      durationMinutes: 60,
      timeZone: 'America/Argentina/Buenos_Aires',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      until: localDate(120),
      cancelBeforeHours: 2,
      promoteUntilHours: 1,
    });
    // Two a week from three days ahead up to 8 weeks from now: 14 to 16 rows depending on today's weekday
    // (14 on a Monday: the 53 days end on a Monday before 19:00), never the ~34 of the whole rule.
    expect(created.sessions).toBeGreaterThanOrEqual(14);
    expect(created.sessions).toBeLessThanOrEqual(17);
    expect(await sessionsOf(t, created._id)).toHaveLength(created.sessions);
  });

  it('extends the rolling horizon later without writing a session twice', async () => {
    const created = await createClass(partnerA, { rrule: 'FREQ=DAILY', until: localDate(100) });
    const before = (await sessionsOf(t, created._id)).length;
    const written = await extendHorizon(t.handle.db, new Date(Date.now() + 14 * 86_400_000));
    const after = (await sessionsOf(t, created._id)).length;
    expect(after - before).toBeGreaterThanOrEqual(13);
    expect(written).toBeGreaterThanOrEqual(after - before);
    expect(await extendHorizon(t.handle.db, new Date(Date.now() + 14 * 86_400_000))).toBe(0);
    await extendHorizon(t.handle.db, new Date(Date.now() + 200 * 86_400_000));
    expect(await sessionsOf(t, created._id)).toHaveLength(100 - 3 + 1);
    const [mark] = await rowsOf<{ done: boolean }>(
      t,
      sql`select materialised_through = ${ALL_MATERIALISED.toISOString()}::timestamptz as done from classes where id = ${created._id}`,
    );
    expect(mark?.done).toBe(true);
  });

  it('a class without a rule happens once', async () => {
    const created = await createClass(partnerA);
    expect(created).toMatchObject({ rrule: null, until: null, sessions: 1 });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['capacity 0', { capacity: 0 }, m.capacity, 'capacity'],
    ['capacity 501', { capacity: 501 }, m.capacity, 'capacity'],
    ['capacity 2.5', { capacity: 2.5 }, m.capacity, 'capacity'],
    ['duration 4', { durationMinutes: 4 }, m.duration, 'durationMinutes'],
    ['duration 601', { durationMinutes: 601 }, m.duration, 'durationMinutes'],
    ['no name', { name: '  ' }, m.name, 'name'],
    ['a start with an offset', { startsAt: '2030-03-02T19:00-03:00' }, m.startsAt, 'startsAt'],
    ['a start that is no date', { startsAt: '2030-02-30T19:00' }, m.startsAt, 'startsAt'],
    ['a start in the past', { startsAt: wallTime(-1) }, m.startsInPast, 'startsAt'],
    [
      'an RRULE that does not parse',
      { rrule: 'FREQ=WEEKLY;BYDAY=XX', until: localDate(30) },
      m.rrule,
      'rrule',
    ],
    ['an RRULE of hours', { rrule: 'FREQ=HOURLY;COUNT=3' }, m.rrule, 'rrule'],
    [
      'an end before the start',
      { rrule: 'FREQ=WEEKLY;BYDAY=MO', until: localDate(1) },
      m.untilBeforeStart,
      'until',
    ],
    ['a malformed end', { rrule: 'FREQ=WEEKLY;BYDAY=MO', until: '2030-1-1' }, m.until, 'until'],
    ['more than 500 sessions', { rrule: 'FREQ=DAILY', until: localDate(600) }, m.tooManySessions, 'rrule'],
    ['a rule without an end', { rrule: 'FREQ=WEEKLY;BYDAY=MO' }, m.tooManySessions, 'rrule'],
    ['a policy of 169 hours', { cancelBeforeHours: 169 }, m.policyHours, 'cancelBeforeHours'],
    [
      'a service of another gym',
      { serviceId: '00000000-0000-4000-8000-00000000a0f1' },
      m.serviceNotInGym,
      'serviceId',
    ],
  ];
  it.each(refusals)(
    'refuses %s with 400, its Spanish text, and saves nothing',
    async (_name, over, message, field) => {
      const [classes, sessions] = [await count('classes'), await count('class_sessions')];
      const res = await partnerA.post(CLASSES, classBody(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
      expect([await count('classes'), await count('class_sessions')]).toEqual([classes, sessions]);
    },
  );

  it('refuses another partner (403), an unknown gym (404), a member (403) and no session (401)', async () => {
    const other = await partnerB.post(CLASSES, classBody());
    expect([other.statusCode, other.json().message]).toEqual([403, m.notYourGym]);
    const unknown = await partnerA.post(
      CLASSES,
      classBody({ gymId: '00000000-0000-4000-8000-0000000000ee' }),
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, m.gymNotFound]);
    const byMember = await member.post(CLASSES, classBody());
    expect([byMember.statusCode, byMember.json().message]).toEqual([403, m.partnersOnly]);
    const anonymous = await t.app.inject({ method: 'POST', url: CLASSES, payload: classBody() });
    expect(anonymous.statusCode).toBe(401);
    const own = await partnerB.post(CLASSES, classBody({ gymId: GYM_B }));
    expect(own.statusCode).toBe(201);
  });
});

describe('GET /api/gyms/{gymId}/classes', () => {
  it('lists the sessions of local dates with places, offsets and the exact shape', async () => {
    const created = await createClass(partnerA, {
      name: 'Spinning matinal',
      startsAt: wallTime(5, '07:30'),
      capacity: 12,
      durationMinutes: 45,
      serviceId: SWIM,
    });
    const res = await t.app.inject({ method: 'GET', url: timetableUrl(GYM_A, localDate(5), localDate(5)) });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json<TimetableResponse>();
    const shown = sessions.find((s) => s.classId === created._id);
    expect(shown).toEqual({
      _id: expect.any(String),
      classId: created._id,
      name: 'Spinning matinal',
      instructor: 'Ana',
      room: 'Salón 1',
      serviceId: SWIM,
      startsAt: `${localDate(5)}T07:30:00.000-03:00`,
      endsAt: `${localDate(5)}T08:15:00.000-03:00`,
      capacity: 12,
      booked: 0,
      spotsLeft: 12,
      waitlisted: 0,
      status: 'scheduled',
      cancelBeforeHours: DEFAULT_CANCEL_BEFORE_HOURS,
    });
    const before = await t.app.inject({
      method: 'GET',
      url: timetableUrl(GYM_A, localDate(4), localDate(4)),
    });
    expect(before.json<TimetableResponse>().sessions.some((s) => s.classId === created._id)).toBe(false);
    const starts = sessions.map((s) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('refuses more than 31 days, reversed and malformed dates (400), an unknown or unpublished gym (404)', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const long = await get(timetableUrl(GYM_A, localDate(0), localDate(31)));
    expect([long.statusCode, long.json().message]).toEqual([400, m.rangeTooLong]);
    expect((await get(timetableUrl(GYM_A, localDate(0), localDate(30)))).statusCode).toBe(200);
    const reversed = await get(timetableUrl(GYM_A, localDate(2), localDate(1)));
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, m.rangeOrder]);
    for (const [from, to] of [
      ['2030-02-30', '2030-03-01'],
      ['manana', '2030-03-01'],
      ['2030-03-01', ''],
    ]) {
      const bad = await get(timetableUrl(GYM_A, from ?? '', to ?? ''));
      expect([bad.statusCode, bad.json().message]).toEqual([400, m.date]);
    }
    const off = await get(timetableUrl(GYM_OFF, localDate(0), localDate(1)));
    expect([off.statusCode, off.json().message]).toEqual([404, m.gymNotFound]);
    const unknown = await get(
      timetableUrl('00000000-0000-4000-8000-0000000000ee', localDate(0), localDate(1)),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/gyms/not-a-uuid/classes?from=2030-01-01&to=2030-01-02')).statusCode).toBe(400);
  });

  it("shows a Santiago gym's sessions on its own clock", async () => {
    await t.handle.db.execute(sql`update gyms set time_zone = 'America/Santiago' where id = ${GYM_B}`);
    const created = await createClass(partnerB, {
      gymId: GYM_B,
      startsAt: wallTime(6, '19:00', 'America/Santiago'),
    });
    expect(created.timeZone).toBe('America/Santiago');
    const day = localDate(6, 'America/Santiago');
    const res = await t.app.inject({ method: 'GET', url: timetableUrl(GYM_B, day, day) });
    const shown = res.json<TimetableResponse>().sessions.find((s) => s.classId === created._id);
    expect(shown?.startsAt).toMatch(new RegExp(`^${day}T19:00:00\\.000-0[34]:00$`));
  });
});
