/**
 * What a paid order gives in the money model: check-in at the door with a pass (a pass of a line
 * refunded in full, a withdrawal's included, never admits; a repeat scan is the same visit and changes
 * nothing), and booking and cancelling the run's class session at gym A, which a live membership of
 * gym A books (ADR 0022).
 * @module
 */
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import type { Booking } from '../../../../src/shared/contract/classes';
import type { CheckinResponse, OrderResponse } from '../../../../src/shared/contract/orders';
import { GYM_A, orderUrl } from '../../commerce/helpers';
import { BOOKINGS, bookSession } from '../../classes/helpers';
import { unchangedBy } from '../invariants';
import { expectStatus, ordersIn, partnerOf, pickOf, sessionOf, type Model, type Real } from '../model';
import type { World } from '../world';

const CHECKIN = '/api/passes/checkin';

async function rowOf<T>(world: World, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await world.handle.db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** The partner of a line's gym scans the line's pass at the door. */
export class CheckIn implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly line: number,
  ) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'paid', 'refunded').length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const order = pickOf(ordersIn(m, 'paid', 'refunded'), this.order)!;
    const seen = await (await world.client(order.member.id)).get(orderUrl(order.id));
    expectStatus(seen, 200, 'the member reads the order');
    const line = pickOf(seen.json<OrderResponse>().order.lines, this.line)!;
    const code = line.pass?.code ?? '';
    const pass = await rowOf<{ revoked: boolean; usesLeft: number | null }>(
      world,
      sql`select revoked_at is not null as revoked, uses_left as "usesLeft" from passes where id = ${line.pass?._id ?? null}::uuid`,
    );
    expect(pass, 'the line has a pass').toBeDefined();
    // A pass the run admitted moments ago is within the repeat window (a minute): the same visit.
    const passId = line.pass?._id ?? '';
    const repeat = order.admitted.has(passId);
    const admits = !pass!.revoked && (repeat || pass!.usesLeft === null || pass!.usesLeft > 0);
    const partner = await world.client(partnerOf(world, line.productId));
    const res = await partner.post(CHECKIN, { code });
    expectStatus(res, 200, 'check-in');
    const answer = res.json<CheckinResponse>();
    if (order.status === 'refunded') expect(answer.admitted, 'a pass of a refunded order admits').toBe(false);
    expect(answer).toMatchObject({ admitted: admits, repeat: admits && repeat });
    if (!answer.admitted) return;
    order.admitted.add(passId);
    const again = await unchangedBy(world, 'a repeat scan', () => partner.post(CHECKIN, { code }));
    expect(again.json<CheckinResponse>()).toMatchObject({ admitted: true, repeat: true });
  }

  toString = (): string => `CheckIn(order ${this.order}, line ${this.line})`;
}

/** A member books the run's session: a place or the waitlist with a live membership of gym A, else 403. */
export class Book implements fc.AsyncCommand<Model, Real> {
  constructor(readonly member: number) {}

  /** Once the run has sold something (its pass may book, or may have been revoked). */
  check = (m: Readonly<Model>): boolean =>
    !m.bookings.has(this.member % m.members.length) && ordersIn(m, 'paid', 'refunded').length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const index = this.member % m.members.length;
    const member = m.members[index]!;
    const session = await sessionOf(world, m);
    const pass = await rowOf<{ id: string }>(
      world,
      sql`select p.id from passes p join class_sessions s on s.id = ${session.id}::uuid
           where p.member_id = ${member.id}::uuid and p.gym_id = ${GYM_A}::uuid and p.product_kind = 'membership'
             and p.revoked_at is null and p.valid_from <= s.starts_at and p.valid_until > s.starts_at limit 1`,
    );
    const client = await world.client(member.id);
    if (!pass) {
      const refused = await unchangedBy(world, 'a booking without a pass', () =>
        bookSession(client, session.id),
      );
      expectStatus(refused, 403, 'a booking without a pass');
      return;
    }
    const res = await bookSession(client, session.id);
    expectStatus(res, 201, 'booking');
    const booking = res.json<{ booking: Booking }>().booking;
    expect(booking.status).toMatch(/^(booked|waitlisted)$/);
    m.bookings.set(index, booking._id);
    const again = await unchangedBy(world, 'the same booking again', () => bookSession(client, session.id));
    expectStatus(again, 409, 'the same booking again');
  }

  toString = (): string => `Book(member ${this.member})`;
}

/** A member cancels the booking; one a refund already cancelled (its pass revoked) answers 409. */
export class CancelBooking implements fc.AsyncCommand<Model, Real> {
  constructor(readonly member: number) {}

  check = (m: Readonly<Model>): boolean => m.bookings.has(this.member % m.members.length);

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const index = this.member % m.members.length;
    const id = m.bookings.get(index)!;
    const row = await rowOf<{ status: string }>(
      world,
      sql`select status from bookings where id = ${id}::uuid`,
    );
    const client = await world.client(m.members[index]!.id);
    const send = () => client.delete(`${BOOKINGS}/${id}`);
    m.bookings.delete(index);
    if (row?.status === 'cancelled') {
      expectStatus(await unchangedBy(world, 'cancelling a cancelled booking', send), 409, 'cancel again');
      return;
    }
    expectStatus(await send(), 200, 'cancel a booking');
    expectStatus(await unchangedBy(world, 'cancelling again', send), 409, 'cancel again');
  }

  toString = (): string => `CancelBooking(member ${this.member})`;
}
