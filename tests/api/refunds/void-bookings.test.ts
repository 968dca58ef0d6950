/**
 * A voided pass gives its class places back (ADR 0022; ADR 0027): a withdrawal or a full refund revokes
 * the pass and, in the same transaction, cancels its bookings of sessions not yet started, frees the
 * place, promotes the first of the waitlist, and the refund mail names the cancelled class. A partial
 * refund keeps the bookings.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterResponse } from '../../../src/shared/contract/classes-partner';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, GYM_A, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { bookingOf, bookSession, createClass, grantPass, sessionsOf, sessionUrl } from '../classes/helpers';
import { sessionFor, type Client } from '../classes/kit';
import { adminRefundUrl, ars, buyWithDemo, mailWithSubject, postRefund } from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let partnerA: Client;
let admin: Client;

beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  partnerA = await sessionFor(t, t.partnerA);
  admin = (await signedIn(t, 'admin', 'Ana Admin')).client;
});
afterAll(async () => t?.close());

/**
 * A buyer of gym A's membership (demo payment) holding the only place of a new one-place class, and
 * another member waiting for it. @returns the order, the buyer's e-mail, the session and both bookings
 */
async function heldPlace(className: string) {
  const buyer = await signedIn(t, 'user', 'Pablo Pérez');
  const order = await buyWithDemo(buyer.client, [{ action: 'add', id: GYM_A }]);
  const created = await createClass(partnerA, { name: className, capacity: 1 });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  const held = bookingOf(await bookSession(buyer.client, sessionId));
  expect(held.status).toBe('booked');
  const waiter = await signedIn(t, 'user', 'Wanda Espera');
  await grantPass(t, waiter.id);
  const waiting = bookingOf(await bookSession(waiter.client, sessionId));
  expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
  const [row] = await rowsOf<{ email: string }>(
    t,
    sql`select buyer_email as email from orders where id = ${order._id}::uuid`,
  );
  return { order, email: row!.email, sessionId, held, waiting };
}

/** The partner's roster of `sessionId`. */
const rosterOf = async (sessionId: string): Promise<RosterResponse> =>
  (await partnerA.get(`${sessionUrl(sessionId)}/roster`)).json<RosterResponse>();

/** Status of booking `id`, from its row. */
async function statusOf(id: string): Promise<string> {
  const [row] = await rowsOf<{ status: string }>(t, sql`select status from bookings where id = ${id}::uuid`);
  return row!.status;
}

/** Checks that the buyer lost the place to the waiting member and was told in the refund mail. */
async function expectPlaceGiven(
  setup: Awaited<ReturnType<typeof heldPlace>>,
  className: string,
): Promise<void> {
  expect(await statusOf(setup.held._id)).toBe('cancelled');
  expect(await statusOf(setup.waiting._id)).toBe('booked');
  const roster = await rosterOf(setup.sessionId);
  expect(roster.booked.map((b) => b.name)).toEqual(['Wanda Espera']);
  expect(roster.waitlisted).toEqual([]);
  expect(roster.session).toMatchObject({ booked: 1, waitlisted: 0 });
  const mail = await mailWithSubject(
    smtp,
    setup.email,
    `Te devolvimos dinero de tu compra ${setup.order.reference}`,
  );
  expect(mail.text).toContain('Cancelamos tu reserva de esta clase y liberamos tu lugar:');
  expect(mail.text).toContain(`${className} en Gimnasio Ágora`);
  expect(mail.text).toContain('19:00');
}

describe('a voided pass gives its class places back', () => {
  it('a withdrawal cancels the booking, promotes the waitlist and names the class in the mail', async () => {
    const setup = await heldPlace('Yoga del lunes');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { reference: setup.order.reference, email: setup.email },
    });
    expect(res.statusCode).toBe(201);
    await expectPlaceGiven(setup, 'Yoga del lunes');
  });

  it('a full refund by an administrator does the same', async () => {
    const setup = await heldPlace('Pilates temprano');
    const res = await postRefund(admin, adminRefundUrl(setup.order._id), { reason: 'Se mudó' });
    expect(res.statusCode).toBe(201);
    await expectPlaceGiven(setup, 'Pilates temprano');
  });

  it('a partial refund keeps the booking and the waitlist as they were', async () => {
    const setup = await heldPlace('Funcional parcial');
    const res = await postRefund(admin, adminRefundUrl(setup.order._id), {
      amount: ars('1000.00'),
      reason: 'Descuento',
    });
    expect(res.statusCode).toBe(201);
    expect(await statusOf(setup.held._id)).toBe('booked');
    expect(await statusOf(setup.waiting._id)).toBe('waitlisted');
    const roster = await rosterOf(setup.sessionId);
    expect(roster.booked.map((b) => b.name)).toEqual(['Pablo Pérez']);
  });
});
