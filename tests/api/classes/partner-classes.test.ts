// The partner's side of classes (ADR 0022): the classes of one of their gyms, the sessions of a gym
// between two local dates (cancelled ones included, published or not), a session's roster (booked,
// waitlisted by position, attended, with name and e-mail), and deleting a class (409
// CONFIRMATION_REQUIRED with the count of bookings to come; with confirm=true every session to come is
// cancelled, uses back, and the past stays). Only the gym's partner: another partner's gym, class or
// session is 403, an unknown one 404; bad input is a Spanish 400, never a 500.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client as AnonymousClient } from '../account/helpers';
import type { TimetableResponse } from '../../../src/shared/contract/classes';
import type {
  DeleteClassConflict,
  DeleteClassResponse,
  PartnerClassesResponse,
  RosterResponse,
} from '../../../src/shared/contract/classes-partner';
import { classMessages as cm, partnerClassMessages as m } from '../../../src/shared/messages';
import {
  bookingOf,
  bookSession,
  CLASSES,
  createClass,
  editSession,
  grantPass,
  localDate,
  PARTNER_SESSIONS,
  sessionRow,
  sessionsOf,
  sessionUrl,
  shownSession,
  timetableUrl,
  usesLeft,
} from './helpers';
import {
  buildCommerceApp,
  GYM_A,
  GYM_B,
  GYM_OFF,
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

const sessionsUrl = (gymId: string, from = localDate(0), to = localDate(30)) =>
  `${PARTNER_SESSIONS}?gymId=${gymId}&from=${from}&to=${to}`;

describe('GET /api/partner/classes', () => {
  it("lists the classes of the partner's gym with their session rows", async () => {
    const weekly = await createClass(partnerA, { name: 'Lista semanal', rrule: 'FREQ=WEEKLY;COUNT=3' });
    const res = await partnerA.get(`${CLASSES}?gymId=${GYM_A}`);
    expect(res.statusCode).toBe(200);
    const listed = res.json<PartnerClassesResponse>().classes.find((c) => c._id === weekly._id);
    expect(listed).toMatchObject({ name: 'Lista semanal', sessions: 3, rrule: 'FREQ=WEEKLY;COUNT=3' });
  });

  it('refuses other gyms, other roles, visitors and bad ids', async () => {
    expect((await partnerA.get(`${CLASSES}?gymId=${GYM_B}`)).json()).toMatchObject({
      message: cm.notYourGym,
    });
    expect((await partnerA.get(`${CLASSES}?gymId=${GYM_B}`)).statusCode).toBe(403);
    expect((await partnerA.get(`${CLASSES}?gymId=${randomUUID()}`)).statusCode).toBe(404);
    const member = await signedIn(t);
    expect((await member.client.get(`${CLASSES}?gymId=${GYM_A}`)).statusCode).toBe(403);
    expect((await new AnonymousClient(t.app).get(`${CLASSES}?gymId=${GYM_A}`)).statusCode).toBe(401);
    const bad = await partnerA.get(`${CLASSES}?gymId=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: cm.gymInvalid });
  });
});

describe('GET /api/partner/class-sessions', () => {
  it('shows cancelled sessions too, and the sessions of an unpublished gym', async () => {
    const created = await createClass(partnerA, { name: 'Para cancelar' });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    expect((await partnerA.post(`${sessionUrl(sessionId)}/cancel`)).statusCode).toBe(200);
    const own = (await partnerA.get(sessionsUrl(GYM_A))).json<TimetableResponse>().sessions;
    expect(own.find((s) => s._id === sessionId)).toMatchObject({
      status: 'cancelled',
      name: 'Para cancelar',
    });

    const closed = await createClass(partnerA, { gymId: GYM_OFF, name: 'Gimnasio cerrado' });
    const res = await partnerA.get(sessionsUrl(GYM_OFF));
    expect(res.statusCode).toBe(200);
    expect(res.json<TimetableResponse>().sessions.map((s) => s.classId)).toContain(closed._id);
    expect((await partnerA.get(timetableUrl(GYM_OFF, localDate(0), localDate(30)))).statusCode).toBe(404);
  });

  it('refuses bad dates and other gyms', async () => {
    const reversed = await partnerA.get(sessionsUrl(GYM_A, localDate(5), localDate(1)));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: cm.rangeOrder });
    expect((await partnerA.get(sessionsUrl(GYM_A, '2026-02-30', '2026-03-02'))).statusCode).toBe(400);
    expect((await partnerA.get(`${PARTNER_SESSIONS}?gymId=${GYM_A}`)).statusCode).toBe(400);
    expect((await partnerB.get(sessionsUrl(GYM_A))).statusCode).toBe(403);
  });
});

describe('GET /api/partner/class-sessions/{sessionId}/roster', () => {
  it('lists booked, waitlisted with position and attended, with name and e-mail', async () => {
    const created = await createClass(partnerA, { name: 'Con lista', capacity: 2 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const people = [];
    for (const name of ['Ana', 'Bruno', 'Carla', 'Diego']) {
      const member = await signedIn(t, 'user', name);
      await grantPass(t, member.id);
      people.push({ ...member, booking: bookingOf(await bookSession(member.client, sessionId)) });
    }
    const [ana, , carla, diego] = people;
    await rowsOf(t, sql`update bookings set status = 'attended' where id = ${ana?.booking._id ?? ''}`);
    const res = await partnerA.get(`${sessionUrl(sessionId)}/roster`);
    expect(res.statusCode).toBe(200);
    const roster = res.json<RosterResponse>();
    expect(roster.session).toMatchObject({ _id: sessionId, booked: 2, waitlisted: 2 });
    expect(roster.booked.map((r) => r.name)).toEqual(['Bruno']);
    expect(roster.attended.map((r) => r.name)).toEqual(['Ana']);
    expect(roster.waitlisted).toMatchObject([
      { name: 'Carla', position: 1, memberId: carla?.id },
      { name: 'Diego', position: 2, memberId: diego?.id },
    ]);
    expect(roster.booked[0]?.email).toMatch(/@example\.com$/);
  });

  it('is the gym partner’s only', async () => {
    const created = await createClass(partnerA, { name: 'Lista privada' });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const other = await partnerB.get(`${sessionUrl(sessionId)}/roster`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: m.notYourClass });
    expect((await (await signedIn(t)).client.get(`${sessionUrl(sessionId)}/roster`)).statusCode).toBe(403);
    expect((await partnerA.get(`${sessionUrl(randomUUID())}/roster`)).statusCode).toBe(404);
    const bad = await partnerA.get(`${sessionUrl('x')}/roster`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.sessionInvalid });
  });
});

describe('DELETE /api/partner/classes/{classId}', () => {
  it('asks for confirmation while sessions to come have bookings, then cancels them and keeps the past', async () => {
    const created = await createClass(partnerA, {
      name: 'Para borrar',
      rrule: 'FREQ=DAILY;COUNT=3',
      capacity: 1,
    });
    const [first = '', second = '', third = ''] = await sessionsOf(t, created._id);
    const ana = await signedIn(t);
    const passId = await grantPass(t, ana.id, { uses: 5 });
    bookingOf(await bookSession(ana.client, first));
    bookingOf(await bookSession(ana.client, second));
    const bruno = await signedIn(t);
    await grantPass(t, bruno.id);
    expect(bookingOf(await bookSession(bruno.client, second)).status).toBe('waitlisted');
    // The first session is in the past now, attended: history.
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '2 days', ends_at = now() - interval '47 hours'
           where id = ${first}`,
    );
    await rowsOf(
      t,
      sql`update bookings set status = 'attended', use_reserved = false where session_id = ${first}`,
    );
    expect(await usesLeft(t, passId)).toBe(3);

    const asked = await partnerA.delete(`${CLASSES}/${created._id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json<DeleteClassConflict>()).toEqual({
      message: m.confirmDelete(2),
      code: 'CONFIRMATION_REQUIRED',
      bookings: 2,
    });
    expect(asked.json<DeleteClassConflict>().message).toContain('2 reservas');
    expect((await sessionRow(t, second))?.status).toBe('scheduled');

    const done = await partnerA.delete(`${CLASSES}/${created._id}?confirm=true`);
    expect(done.statusCode).toBe(200);
    expect(done.json<DeleteClassResponse>()).toEqual({ cancelledSessions: 2, cancelledBookings: 2 });
    expect(await sessionRow(t, second)).toMatchObject({ status: 'cancelled', booked: 0, waitlisted: 0 });
    expect((await sessionRow(t, third))?.status).toBe('cancelled');
    expect(await sessionRow(t, first)).toMatchObject({ status: 'scheduled', booked: 1 });
    expect(await usesLeft(t, passId)).toBe(4);
    const [attended] = await rowsOf<{ status: string }>(
      t,
      sql`select status from bookings where session_id = ${first}`,
    );
    expect(attended?.status).toBe('attended');
    const listed = (await partnerA.get(`${CLASSES}?gymId=${GYM_A}`)).json<PartnerClassesResponse>().classes;
    expect(listed.map((c) => c._id)).not.toContain(created._id);
    expect(await shownSession(partnerA, GYM_A, second)).toBeUndefined();
    expect((await partnerA.delete(`${CLASSES}/${created._id}?confirm=true`)).statusCode).toBe(404);
    expect((await bookSession((await signedIn(t)).client, third)).statusCode).toBe(409);
  });

  it('deletes at once when nothing to come is booked; other partners, members and bad input are refused', async () => {
    const created = await createClass(partnerA, { name: 'Sin reservas' });
    expect((await partnerB.delete(`${CLASSES}/${created._id}`)).statusCode).toBe(403);
    expect((await (await signedIn(t)).client.delete(`${CLASSES}/${created._id}`)).statusCode).toBe(403);
    expect((await partnerA.delete(`${CLASSES}/${randomUUID()}`)).statusCode).toBe(404);
    const badId = await partnerA.delete(`${CLASSES}/nope`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: m.classInvalid });
    const badConfirm = await partnerA.delete(`${CLASSES}/${created._id}?confirm=quizas`);
    expect(badConfirm.statusCode).toBe(400);
    const res = await partnerA.delete(`${CLASSES}/${created._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<DeleteClassResponse>()).toEqual({ cancelledSessions: 1, cancelledBookings: 0 });
    const [row] = await rowsOf<{ deleted: boolean }>(
      t,
      sql`select deleted_at is not null as deleted from classes where id = ${created._id}`,
    );
    expect(row?.deleted).toBe(true);
  });

  it('edits and cancels of a deleted class’s sessions answer 404', async () => {
    const created = await createClass(partnerA, { name: 'Borrada' });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    await partnerA.delete(`${CLASSES}/${created._id}`);
    expect((await partnerA.post(`${sessionUrl(sessionId)}/cancel`)).statusCode).toBe(404);
    expect((await editSession(partnerA, sessionId, { scope: 'this', capacity: 3 })).statusCode).toBe(404);
  });
});
