/**
 * Pase BuscaGym's subscription in the money model (ADR 0045 "Monthly allotment and rollover", "Pause",
 * "Cancel"): subscribe and pay the first month with the demo card (the same Idempotency-Key twice), the
 * renew-credits job with the period ended (twice), pause and cancel. Each checks the member's credits
 * and status as "Mis créditos" shows them against the model.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import { renewCredits } from '../../../../src/server/modules/credits/index';
import { DEMO_RENEWAL_DECLINE_LAST4 } from '../../../../src/shared/constants/plans';
import { buenosAiresMonth } from '../../../../src/shared/domain/dates';
import { demoPayUrl } from '../../commerce/helpers';
import { expectWallet, type CreditMember } from '../credits-model';
import { unchangedBy } from '../invariants';
import { expectStatus, pickOf, type Model, type Real } from '../model';

const SUBSCRIPTION = '/api/credits/subscription';

/**
 * The member `pick` designates among those `fits` (modulo their count), with her account and credits;
 * undefined when none fits. Choosing among those a command applies to keeps sequences of several
 * credit commands likely.
 */
export const memberOf = (m: Readonly<Model>, pick: number, fits: (c: CreditMember, i: number) => boolean) => {
  const indexes = m.credits.members.flatMap((c, i) => (fits(c, i) ? [i] : []));
  const index = pickOf(indexes, pick);
  return index === undefined
    ? undefined
    : { index, member: m.members[index]!, credits: m.credits.members[index]! };
};

/** Subscribed in this run. */
export const subscribed = (c: CreditMember) => c.status !== 'none';

/** A paid month: the credits above one allotment lapse, then the allotment is added. */
const addMonth = (credits: CreditMember, allotment: number) => {
  credits.balance = Math.min(credits.balance, allotment) + allotment;
  credits.status = 'active';
};

/** A member subscribes to the world's plan and pays with the demo card (renewals declined, or not). */
export class SubscribeCredits implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly decliningRenewals: boolean,
  ) {}

  /** A member never subscribed in this run, with no order awaiting payment (one per account). */
  private readonly fits = (m: Readonly<Model>) => (c: CreditMember, i: number) =>
    c.status === 'none' && m.members[i]!.pending === null;

  check = (m: Readonly<Model>): boolean => memberOf(m, this.member, this.fits(m)) !== undefined;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const { member, credits } = memberOf(m, this.member, this.fits(m))!;
    const client = await world.client(member.id);
    const key = randomUUID();
    const send = () => client.post(SUBSCRIPTION, { planId: world.credits.planId }, { 'idempotency-key': key });
    const started = await send();
    expectStatus(started, 201, 'credits subscription');
    const orderId = started.json<{ order: { _id: string } }>().order._id;
    const again = await unchangedBy(world, 'the same credits subscription again', send);
    expectStatus(again, 200, 'the same credits subscription again');
    expect(again.json<{ order: { _id: string } }>().order._id).toBe(orderId);
    const card = this.decliningRenewals ? DEMO_RENEWAL_DECLINE_LAST4 : '4242';
    expectStatus(await client.post(demoPayUrl(orderId), { cardLast4: card }), 200, 'credits demo-pay');
    credits.card = card;
    addMonth(credits, world.credits.allotment);
    await expectWallet(world, member.id, credits, this.toString());
  }

  toString = (): string => `SubscribeCredits(member ${this.member}${this.decliningRenewals ? ', renewals decline' : ''})`;
}

/**
 * A member's paid month ends (and a pause with it) and the renew-credits job runs, twice: an active
 * subscription is charged (a month added, or past due when the card declines), a paused one resumes and
 * is charged, a cancelled one lapses with its credits, a past-due or lapsed one stays as it is.
 */
export class RenewCredits implements fc.AsyncCommand<Model, Real> {
  constructor(readonly member: number) {}

  /** A member subscribed in this run, with no order pending (the job would wait for it). */
  private readonly fits = (m: Readonly<Model>) => (c: CreditMember, i: number) =>
    subscribed(c) && m.members[i]!.pending === null;

  check = (m: Readonly<Model>): boolean => memberOf(m, this.member, this.fits(m)) !== undefined;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const { member, credits } = memberOf(m, this.member, this.fits(m))!;
    await world.handle.db.execute(
      sql`update credit_subscriptions
             set current_period_start = now() - interval '1 month 1 minute',
                 current_period_end = now() - interval '1 minute',
                 paused_until = case when paused_until is null then null else now() - interval '30 seconds' end
           where user_id = ${member.id}::uuid`,
    );
    const orders = world.apps.manual.app.orders;
    await renewCredits(orders);
    if (credits.status === 'active' || credits.status === 'paused') {
      if (credits.card === DEMO_RENEWAL_DECLINE_LAST4) credits.status = 'pastDue';
      else addMonth(credits, world.credits.allotment);
    } else if (credits.status === 'cancelled') {
      credits.status = 'lapsed';
      credits.balance = 0;
    }
    await unchangedBy(world, 'the renew-credits job again', () => renewCredits(orders));
    await expectWallet(world, member.id, credits, this.toString());
  }

  toString = (): string => `RenewCredits(member ${this.member})`;
}

/** A member pauses for 1–3 months: only an active subscription, at most 3 months a year (ADR 0045). */
export class PauseCredits implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly months: number,
  ) {}

  check = (m: Readonly<Model>): boolean => memberOf(m, this.member, subscribed) !== undefined;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const { member, credits } = memberOf(m, this.member, subscribed)!;
    const shown = await expectWallet(world, member.id, credits, `${this.toString()} (before)`);
    // The pause starts when the paid month ends: its months count in that month's year.
    const year = shown.renewsAt ? buenosAiresMonth(shown.renewsAt).slice(0, 4) : '';
    const used = credits.pauses.get(year) ?? 0;
    const client = await world.client(member.id);
    const send = () => client.post(`${SUBSCRIPTION}/pause`, { months: this.months });
    if (credits.status !== 'active' || used + this.months > 3) {
      expectStatus(await unchangedBy(world, 'a pause refused', send), 409, 'a pause refused');
      return;
    }
    expectStatus(await send(), 200, 'pause');
    credits.pauses.set(year, used + this.months);
    credits.status = 'paused';
    expectStatus(await unchangedBy(world, 'the same pause again', send), 409, 'pause again');
    await expectWallet(world, member.id, credits, this.toString());
  }

  toString = (): string => `PauseCredits(member ${this.member}, ${this.months} months)`;
}

/** A member cancels: the credits stay until the paid month ends; a second cancel is refused. */
export class CancelCredits implements fc.AsyncCommand<Model, Real> {
  constructor(readonly member: number) {}

  check = (m: Readonly<Model>): boolean => memberOf(m, this.member, subscribed) !== undefined;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const { member, credits } = memberOf(m, this.member, subscribed)!;
    const client = await world.client(member.id);
    const send = () => client.delete(SUBSCRIPTION);
    if (credits.status === 'cancelled' || credits.status === 'lapsed') {
      expectStatus(await unchangedBy(world, 'cancelling an ended plan', send), 409, 'cancel again');
      return;
    }
    expectStatus(await send(), 200, 'cancel the credits plan');
    credits.status = 'cancelled';
    expectStatus(await unchangedBy(world, 'cancelling again', send), 409, 'cancel again');
    await expectWallet(world, member.id, credits, this.toString());
  }

  toString = (): string => `CancelCredits(member ${this.member})`;
}
