// Cancelling a session (ADR 0022): the session becomes `cancelled` and the timetable shows it so;
// everyone booked or waiting is cancelled with the reserved pass use back, and each gets the mail "Se
// canceló {clase}" through the outbox (class-cancelled-mail, queued in the cancel's transaction) with
// the day and hour in the gym's zone. Booking it afterwards is a 409; cancelling twice, or a session
// that started, is a 409; only the gym's partner.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../../src/server/plugins/jobs';
import type { CancelSessionResponse } from '../../../src/shared/contract/classes-partner';
import type { MyBookingsResponse } from '../../../src/shared/contract/classes';
import {
  bookingMessages as bm,
  partnerClassMessages as m,
  sessionCancelledMailMessages as cm,
} from '../../../src/shared/messages';
import { createAccount } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail } from '../commerce/helpers';
import {
  BOOKINGS,
  bookingOf,
  bookSession,
  createClass,
  grantPass,
  sessionRow,
  sessionsOf,
  sessionUrl,
  shownSession,
  usesLeft,
} from './helpers';
import { GYM_A, rowsOf, sessionFor, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let smtp: TestSmtp;
let partnerA: Client;
let partnerB: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
});
afterAll(async () => t?.close());

/** A member with a pass of gym A (`uses` counted uses, else a membership), signed in. */
async function member(name: string, uses?: number) {
  const email = `socio-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, password: null, name });
  const passId = await grantPass(t, id, uses === undefined ? {} : { uses });
  return { client: await sessionFor(t, id), email, passId };
}

describe('POST /api/partner/class-sessions/{id}/cancel', () => {
  it('cancels everyone booked or waiting, gives the uses back and mails each of them', async () => {
    const created = await createClass(partnerA, { name: 'Funcional nocturno', capacity: 1 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const ana = await member('Ana Ruiz', 4);
    const bruno = await member('Bruno Díaz', 4);
    const held = bookingOf(await bookSession(ana.client, sessionId));
    const waiting = bookingOf(await bookSession(bruno.client, sessionId));
    expect(waiting.status).toBe('waitlisted');
    expect(await usesLeft(t, ana.passId)).toBe(3);
    expect(await usesLeft(t, bruno.passId)).toBe(3);
    const since = smtp.messages.length;

    const res = await partnerA.post(`${sessionUrl(sessionId)}/cancel`);
    expect(res.statusCode).toBe(200);
    const body = res.json<CancelSessionResponse>();
    expect(body.cancelledBookings).toBe(2);
    expect(body.session).toMatchObject({ _id: sessionId, status: 'cancelled', booked: 0, waitlisted: 0 });
    expect(await usesLeft(t, ana.passId)).toBe(4);
    expect(await usesLeft(t, bruno.passId)).toBe(4);
    expect((await shownSession(ana.client, GYM_A, sessionId))?.status).toBe('cancelled');
    const mine = (await ana.client.get(BOOKINGS)).json<MyBookingsResponse>().bookings;
    expect(mine.find((b) => b._id === held._id)).toMatchObject({
      status: 'cancelled',
      sessionStatus: 'cancelled',
    });

    for (const who of [ana, bruno]) {
      const mail = await smtp.waitFor(who.email, { since });
      expect(mail.subject).toBe(cm.subject('Funcional nocturno'));
      expect(mail.subject).toBe('Se canceló Funcional nocturno');
      expect(mail.text).toContain(cm.cancelled('Funcional nocturno', 'Gimnasio Ágora'));
      expect(mail.text).toContain(cm.useBack);
      expect(mail.text).toContain('a las 19:00');
    }
    expect(await t.app.jobs.drained(QUEUES.sessionCancelledMail.name)).toBe(true);
    const [jobs] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.sessionCancelledMail.name}
            and data->>'bookingId' in (${held._id}, ${waiting._id})`,
    );
    expect(jobs?.n).toBe(2);

    const again = await partnerA.post(`${sessionUrl(sessionId)}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.alreadyCancelled });
    const late = await bookSession((await member('Carla Tarde')).client, sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: bm.sessionCancelled });
  });

  it('a session with nobody booked is cancelled without mail; a started one is refused', async () => {
    const created = await createClass(partnerA, { rrule: 'FREQ=DAILY;COUNT=2' });
    const [first = '', second = ''] = await sessionsOf(t, created._id);
    const res = await partnerA.post(`${sessionUrl(first)}/cancel`);
    expect(res.json<CancelSessionResponse>().cancelledBookings).toBe(0);
    expect((await sessionRow(t, first))?.status).toBe('cancelled');
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '5 minutes', ends_at = now() + interval '55 minutes'
           where id = ${second}`,
    );
    const started = await partnerA.post(`${sessionUrl(second)}/cancel`);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ message: m.sessionStarted });
  });

  it('is the gym partner’s only', async () => {
    const created = await createClass(partnerA);
    const [sessionId = ''] = await sessionsOf(t, created._id);
    expect((await partnerB.post(`${sessionUrl(sessionId)}/cancel`)).statusCode).toBe(403);
    expect((await (await member('Mía')).client.post(`${sessionUrl(sessionId)}/cancel`)).statusCode).toBe(403);
    expect((await partnerA.post(`${sessionUrl(randomUUID())}/cancel`)).statusCode).toBe(404);
    expect((await partnerA.post(`${sessionUrl('123')}/cancel`)).statusCode).toBe(400);
    expect((await sessionRow(t, sessionId))?.status).toBe('scheduled');
  });
});
