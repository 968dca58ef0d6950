/**
 * Spending Pase BuscaGym credits in the money model (ADR 0045 "Spending", "Cancelling", "No-show"): a
 * class place at gym A (one place) and open-gym visits at gyms A and B, cancelled in time (the credits
 * come back) or late (the month's first forgiven, the rest paid to the gym), and no-shows settled by the
 * settle-credit-visits job (run twice). Each checks the member's credits against the model.
 * @module
 */
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import { settleNoShows } from '../../../../src/server/modules/credits/index';
import type { CreditCharge } from '../../../../src/shared/contract/credits-gyms';
import { BOOKINGS, createClass, localDate, sessionsOf, wallTime } from '../../classes/helpers';
import { expectWallet, lateOutcome, liveSpends, type CreditSpend } from '../credits-model';
import { memberOf, subscribed } from './credits';
import type { CreditGym } from '../credits-shop';
import { unchangedBy } from '../invariants';
import { expectStatus, pickOf, type Model, type Real } from '../model';
import type { World } from '../world';

const VISITS = '/api/visits';

/** The credits part of a booking's or a visit's answer. */
const chargeOf = (body: string, kind: CreditSpend['kind']): CreditCharge =>
  (JSON.parse(body) as Record<string, { credit: CreditCharge }>)[kind]!.credit;

/** The URL that cancels `spend`. */
const urlOf = (spend: CreditSpend) => `${spend.kind === 'booking' ? BOOKINGS : VISITS}/${spend.id}`;

/** The run's credit class session at gym A (one place, in two days), made by partner A when first asked. */
async function creditSession(world: World, m: Model): Promise<string> {
  if (m.credits.session) return m.credits.session;
  const made = await createClass(await world.client(world.partnerA), {
    name: 'Pase Funcional',
    room: 'Salón Pase',
    capacity: 1,
    startsAt: wallTime(2, '08:00'),
  });
  const [id] = await sessionsOf(world.stripeKit.t, made._id);
  if (!id) throw new Error('the credit class has no session');
  m.credits.session = id;
  return id;
}

/** Books with credits: a place of the run's class (`gym` null) or a visit to `gym` in `days` days. */
export class SpendCredits implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly gym: number | null,
    readonly days: number,
  ) {}

  check = (): boolean => true;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const c = m.credits;
    // A subscribed member if there is one (a member who never subscribed is refused, as one with too few).
    const { index, member, credits } =
      memberOf(m, this.member, subscribed) ?? memberOf(m, this.member, () => true)!;
    const userId = member.id;
    const client = await world.client(userId);
    const gym: CreditGym = world.credits.gyms[(this.gym ?? 0) % world.credits.gyms.length]!;
    const kind: CreditSpend['kind'] = this.gym === null ? 'booking' : 'visit';
    const cost = kind === 'booking' ? gym.classCredits : gym.visitCredits;
    let send: () => ReturnType<typeof client.post>;
    let taken: boolean; // the place or the day is taken already
    if (kind === 'booking') {
      const sessionId = await creditSession(world, m);
      send = () => client.post(BOOKINGS, { sessionId, payWith: 'credits' });
      taken = liveSpends(c).some((s) => s.kind === 'booking'); // its one place
    } else {
      const day = localDate(this.days);
      send = () => client.post(VISITS, { gymId: gym.gymId, day });
      taken = liveSpends(c, index).some((s) => s.gym === gym && s.day === day);
    }
    if (taken || credits.balance < cost) {
      expectStatus(await unchangedBy(world, `${this} refused`, send), 409, `${this} refused`);
      return;
    }
    const res = await send();
    expectStatus(res, 201, this.toString());
    const charge = chargeOf(res.body, kind);
    expect(charge.credits, 'the cost in force').toBe(cost);
    const id = (res.json() as Record<string, { _id: string }>)[kind]!._id;
    credits.balance -= cost;
    c.spends.push({
      kind,
      id,
      member: index,
      gym,
      credits: cost,
      day: kind === 'visit' ? localDate(this.days) : null,
      deadline: Date.parse(charge.cancelDeadline),
      state: 'live',
    });
    expectStatus(await unchangedBy(world, `${this} again`, send), 409, `${this} again`);
    await expectWallet(world, userId, credits, this.toString());
  }

  toString = (): string =>
    this.gym === null
      ? `SpendCredits(member ${this.member}, class)`
      : `SpendCredits(member ${this.member}, visit to gym ${this.gym}, in ${this.days} days)`;
}

/** A live booking or visit of the run is cancelled by its member, in time or after its deadline (moved into the past). */
export class CancelSpend implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly late: boolean,
  ) {}

  check = (m: Readonly<Model>): boolean => liveSpends(m.credits).length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const spend = pickOf(liveSpends(m.credits), this.pick)!;
    const index = spend.member;
    const { id } = spend;
    if (this.late)
      await world.handle.db.execute(
        spend.kind === 'booking'
          ? sql`update bookings set credit_cancel_deadline = now() - interval '1 second' where id = ${id}::uuid`
          : sql`update credit_visits set cancel_deadline = now() - interval '1 second' where id = ${id}::uuid`,
      );
    const late = this.late || spend.deadline <= Date.now();
    const client = await world.client(m.members[index]!.id);
    const send = () => client.delete(urlOf(spend));
    const res = await send();
    expectStatus(res, 200, this.toString());
    let outcome: string;
    if (!late) {
      outcome = 'returned';
      spend.state = 'closed';
      m.credits.members[index]!.balance += spend.credits;
    } else outcome = lateOutcome(m.credits, spend) ? 'forgiven' : 'kept';
    expect(chargeOf(res.body, spend.kind).cancelOutcome, `${this} outcome`).toBe(outcome);
    expectStatus(await unchangedBy(world, `${this} again`, send), 409, `${this} again`);
    await expectWallet(world, m.members[index]!.id, m.credits.members[index]!, this.toString());
  }

  toString = (): string => `CancelSpend(${this.pick}${this.late ? ', late' : ''})`;
}

/**
 * A live booking or visit of the run ends without a check-in: a visit's day (or the class session, with every
 * place booked in it) is moved into the past and the settle-credit-visits job runs until it finds
 * nothing, then once more: each one is forgiven if it is the member's first of the month, else paid.
 */
export class NoShow implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}

  check = (m: Readonly<Model>): boolean => liveSpends(m.credits).length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const c = m.credits;
    const spend = pickOf(liveSpends(c), this.pick)!;
    let ended: CreditSpend[];
    if (spend.kind === 'visit') {
      // A past day no other visit of the run holds: one per spend of the run.
      spend.day = localDate(-1 - c.spends.indexOf(spend));
      await world.handle.db.execute(sql`update credit_visits set day = ${spend.day}::date where id = ${spend.id}::uuid`);
      ended = [spend];
    } else {
      await world.handle.db.execute(
        sql`update class_sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
             where id = ${c.session}::uuid`,
      );
      c.session = null;
      ended = liveSpends(c).filter((s) => s.kind === 'booking');
    }
    for (let run = await settleNoShows(world.handle.db); run.bookings + run.visits > 0; )
      run = await settleNoShows(world.handle.db);
    for (const s of ended) lateOutcome(c, s);
    await unchangedBy(world, 'the settle-credit-visits job again', () => settleNoShows(world.handle.db));
    for (const s of new Set(ended.map((e) => e.member)))
      await expectWallet(world, m.members[s]!.id, c.members[s]!, this.toString());
  }

  toString = (): string => `NoShow(${this.pick})`;
}
