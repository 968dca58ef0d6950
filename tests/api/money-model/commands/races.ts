/**
 * Requests that race in the money model: started together (at once in the sequential property, in
 * the order the fast-check scheduler picks in the scheduled one), they must apply as some one-by-one
 * order would — one payment settlement however many deliveries, refunds never beyond what was
 * captured, payouts never beyond the balance due, the same `Idempotency-Key` one refund. The model
 * then takes the order's state from the database (which of them won is the race's), and the
 * invariants check the rest.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import type { RefundResponse } from '../../../../src/shared/contract/refunds';
import { demoPayUrl } from '../../commerce/helpers';
import { checkUrl, deliver as deliverMp } from '../../mercadopago/helpers';
import { deliver as deliverStripe } from '../../orders-stripe/helpers';
import { adminRefundUrl, partnerRefundUrl, postRefund } from '../../refunds/helpers';
import { withdraw } from './refunds';
import { expectStatus, orderFacts, ordersIn, partnerOf, pickOf, type Model, type Real } from '../model';

/** Runs `tasks` together through the real side's schedule. */
const together = <T>(r: Real, tasks: [string, () => Promise<T>][]): Promise<T[]> => r.schedule(tasks);

/** A pending order paid by several deliveries (and the member's return page) at once. */
export class RacePay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly order: number) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'pending').length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const order = pickOf(ordersIn(m, 'pending'), this.order)!;
    const member = await world.client(order.member.id, order.provider);
    let answers;
    if (order.provider === 'manual') {
      const pay = () => member.post(demoPayUrl(order.id), { cardLast4: '4242' });
      answers = await together(r, [
        ['demo-pay 1', pay],
        ['demo-pay 2', pay],
      ]);
    } else if (order.provider === 'stripe') {
      const event = world.stripe.confirm(order.paymentRef ?? '', 'succeed');
      const send = () => deliverStripe(world.stripeKit, event);
      answers = await together(r, [
        ['stripe event 1', send],
        ['stripe event 2', send],
        ['stripe event 3', send],
      ]);
    } else {
      const paymentId = world.mp.pay(order.paymentRef ?? '', 'approved', 'accredited').id;
      const send = () => deliverMp(world.mpKit, world.mp.notification(paymentId));
      answers = await together(r, [
        ['mercadopago notification 1', send],
        ['mercadopago notification 2', send],
        ['return page', () => member.post(checkUrl(order.id), {})],
      ]);
    }
    for (const res of answers) expectStatus(res, 200, 'a racing payment delivery');
    order.status = 'paid';
    order.member.pending = null;
    order.member.cart = [];
    expect(await orderFacts(world, order.id)).toEqual({ status: 'paid', refunded: 0 });
  }

  toString = (): string => `RacePay(order ${this.order})`;
}

/**
 * On a paid order at once: an administrator's full refund, the same refund again with the same key,
 * the partner's full refund of his lines and the buyer's withdrawal.
 */
export class RaceRefunds implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly line: number,
  ) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'paid').some((o) => !o.withdrawn);

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const order = pickOf(
      ordersIn(m, 'paid').filter((o) => !o.withdrawn),
      this.order,
    )!;
    const admin = await world.admin(order.provider);
    const partner = await world.client(partnerOf(world, pickOf(order.products, this.line)!), order.provider);
    const body = { reason: 'Cierre del gimnasio' };
    const key = randomUUID();
    const [first, second, byPartner, withdrawal] = await together(r, [
      ['admin refund', () => postRefund(admin, adminRefundUrl(order.id), body, key)],
      ['admin refund, same key', () => postRefund(admin, adminRefundUrl(order.id), body, key)],
      ['partner refund', () => postRefund(partner, partnerRefundUrl(order.id), body)],
      ['withdrawal', withdraw(world, order)],
    ]);
    for (const res of [first!, second!, byPartner!]) expectStatus(res, [200, 201, 409], 'a racing refund');
    expectStatus(withdrawal!, [200, 201, 409], 'a racing withdrawal');
    const same = [first!, second!].filter((res) => res.statusCode < 300);
    if (same.length === 2)
      expect(same[0]!.json<RefundResponse>().refund._id).toBe(same[1]!.json<RefundResponse>().refund._id);
    order.withdrawn = withdrawal!.statusCode < 300;
    const facts = await orderFacts(world, order.id);
    expect(facts.refunded).toBeGreaterThan(order.refunded);
    Object.assign(order, facts);
  }

  toString = (): string => `RaceRefunds(order ${this.order}, line ${this.line})`;
}
