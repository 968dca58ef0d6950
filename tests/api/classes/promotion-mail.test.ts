// The promotion mail (ADR 0022, decision 5): a cancel that moves waitlist position 1 to the freed place
// queues "Tenés lugar en {clase}" in its own transaction (the outbox, ADR 0008); the job mails the
// promoted member through SMTP with the class, the gym, its address and the day and hour in the gym's
// zone. A cancel that promotes nobody queues nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../../src/server/plugins/jobs';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import { promotionMailMessages as pm } from '../../../src/shared/messages';
import { createAccount } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail } from '../commerce/helpers';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf } from './helpers';
import { GYM_A, rowsOf, sessionFor, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let smtp: TestSmtp;
let partnerA: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

/** A member with a membership of gym A, signed in, and the address their mail goes to. */
async function member(name: string): Promise<{ client: Client; email: string }> {
  const email = `socio-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, password: null, name });
  await grantPass(t, id);
  return { client: await sessionFor(t, id), email };
}

/** `class-promotion-mail` jobs queued for booking `bookingId`, whatever their state. */
async function promotionJobs(bookingId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from pgboss.job
         where name = ${QUEUES.promotionMail.name} and data->>'bookingId' = ${bookingId}`,
  );
  return row?.n ?? 0;
}

describe('the promotion mail', () => {
  it('a cancel that promotes position 1 mails that member "Tenés lugar en …" with day, hour and place', async () => {
    const created = await createClass(partnerA, { name: 'Spinning al mediodía', capacity: 1 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const ana = await member('Ana Ruiz');
    const bruno = await member('Bruno Díaz');
    const held = bookingOf(await bookSession(ana.client, sessionId));
    const waiting = bookingOf(await bookSession(bruno.client, sessionId));
    expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
    const since = smtp.messages.length;

    expect((await ana.client.delete(`${BOOKINGS}/${held._id}`)).statusCode).toBe(200);
    expect(await promotionJobs(waiting._id)).toBe(1);
    const mail = await smtp.waitFor(bruno.email, { since });
    expect(mail.subject).toBe(pm.subject('Spinning al mediodía'));
    expect(mail.subject).toBe('Tenés lugar en Spinning al mediodía');
    const [row] = await rowsOf<{ startsAt: string }>(
      t,
      sql`select starts_at as "startsAt" from class_sessions where id = ${sessionId}`,
    );
    const startsAt = new Date(row?.startsAt ?? '');
    const day = new Intl.DateTimeFormat('es-AR', {
      timeZone: DEFAULT_GYM_TIME_ZONE,
      dateStyle: 'full',
    }).format(startsAt);
    expect(mail.text).toContain('Hola, Bruno Díaz:');
    expect(mail.text).toContain(pm.promoted('Spinning al mediodía', 'Gimnasio Ágora'));
    expect(mail.text).toContain(pm.when(day, '19:00', 'Av. Corrientes 1234'));
    expect(mail.text).toContain(pm.cancel(2));
    expect(mail.html).toContain('Gimnasio Ágora');
    expect(await t.app.jobs.drained(QUEUES.promotionMail.name)).toBe(true);
    // Only the promoted member is mailed, once.
    const sent = smtp.messages.slice(since).filter((m) => m.subject === pm.subject('Spinning al mediodía'));
    expect(sent.map((m) => m.to)).toEqual([[bruno.email.toLowerCase()]]);
  });

  it('a cancel that promotes nobody, or of a waiting booking, queues no mail', async () => {
    const created = await createClass(partnerA, { gymId: GYM_A, capacity: 1 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const ana = await member('Ana Sola');
    const bruno = await member('Bruno Espera');
    const carla = await member('Carla Espera');
    const held = bookingOf(await bookSession(ana.client, sessionId));
    const second = bookingOf(await bookSession(bruno.client, sessionId));
    const third = bookingOf(await bookSession(carla.client, sessionId));
    // A waiting member leaves: the line closes up, nobody takes a place.
    expect((await bruno.client.delete(`${BOOKINGS}/${second._id}`)).statusCode).toBe(200);
    expect(await promotionJobs(third._id)).toBe(0);
    expect(await promotionJobs(second._id)).toBe(0);
    // The place holder leaves: Carla (now position 1) is promoted and only she is queued.
    expect((await ana.client.delete(`${BOOKINGS}/${held._id}`)).statusCode).toBe(200);
    expect(await promotionJobs(third._id)).toBe(1);
    // Carla leaves a place with an empty line: nobody to promote, no job.
    const before = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.promotionMail.name}`,
    );
    expect((await carla.client.delete(`${BOOKINGS}/${third._id}`)).statusCode).toBe(200);
    const after = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.promotionMail.name}`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
