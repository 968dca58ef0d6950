/**
 * Paying a pending order with each provider's fake (docs/architecture.md §5): the demo's card, Stripe's
 * confirmation and signed `payment_intent.*` event, MercadoPago's payment and signed notification (whose
 * body is never trusted: the server reads the payment again). A twist varies the delivery: Stripe, a
 * declined attempt first whose event is kept to arrive late (out of order); MercadoPago, a payment
 * first `in_process` whose notification is kept to arrive late, or on a decline a body that claims
 * `approved` while MercadoPago says `rejected`. What was delivered is kept to be delivered again.
 * @module
 */
import type * as fc from 'fast-check';
import { DEMO_DECLINE_LAST4 } from '../../../../src/shared/constants/commerce';
import { deliver as deliverMp } from '../../mercadopago/helpers';
import { deliver as deliverStripe } from '../../orders-stripe/helpers';
import { demoPayUrl } from '../../commerce/helpers';
import {
  expectStatus,
  orderFacts,
  ordersIn,
  pickOf,
  type Model,
  type OrderModel,
  type Real,
  type Replay,
} from '../model';
import { expect } from 'vitest';

/** Pays `order` (or has it declined) at its provider; @returns the deliveries that may come again */
async function payAtProvider(
  r: Real,
  order: OrderModel,
  approve: boolean,
  twist: boolean,
): Promise<Replay[]> {
  const { world } = r;
  if (order.provider === 'manual') {
    const client = await world.client(order.member.id);
    const body = { cardLast4: approve ? '4242' : DEMO_DECLINE_LAST4 };
    const send = () => client.post(demoPayUrl(order.id), body);
    expectStatus(await send(), 200, 'demo-pay');
    return [{ label: 'demo-pay again', send, status: 200 }];
  }
  if (order.provider === 'stripe') {
    const intent = order.paymentRef ?? '';
    const stale = twist && approve ? world.stripe.confirm(intent, 'decline') : null;
    const event = world.stripe.confirm(intent, approve ? 'succeed' : 'decline');
    const send = () => deliverStripe(world.stripeKit, event);
    expectStatus(await send(), 200, 'stripe webhook');
    const replays: Replay[] = [
      { label: 'stripe event again', send, status: 200 },
      {
        label: 'stripe event signed with another secret',
        send: () => deliverStripe(world.stripeKit, event, { secret: 'whsec_not_ours' }),
        status: 400,
      },
    ];
    if (stale) {
      const late = () => deliverStripe(world.stripeKit, stale);
      replays.push({ label: 'stale stripe decline, late', send: late, status: 200 });
    }
    return replays;
  }
  const fake = world.mp;
  const preference = order.paymentRef ?? '';
  let early: ReturnType<typeof fake.notification> | null = null;
  let paymentId: number;
  if (approve && twist) {
    paymentId = fake.pay(preference, 'in_process', 'pending_contingency').id;
    early = fake.notification(paymentId);
    fake.setStatus(paymentId, 'approved', 'accredited');
  } else
    paymentId = fake.pay(
      preference,
      approve ? 'approved' : 'rejected',
      approve ? 'accredited' : 'cc_rejected_other_reason',
    ).id;
  const delivery = fake.notification(paymentId);
  // The body claims approval; MercadoPago, asked again, says rejected: the answer wins.
  const forged = { ...JSON.parse(delivery.body), action: 'payment.approved', status: 'approved' };
  const claimed = !approve && twist ? { ...delivery, body: JSON.stringify(forged) } : delivery;
  expectStatus(await deliverMp(world.mpKit, claimed), 200, 'mercadopago notification');
  const replays: Replay[] = [
    {
      label: 'mercadopago notification again',
      send: () => deliverMp(world.mpKit, fake.notification(paymentId)),
      status: 200,
    },
    {
      label: 'mercadopago notification signed with another secret',
      send: () => deliverMp(world.mpKit, fake.notification(paymentId, { secret: 'another-apps-secret' })),
      status: 401,
    },
  ];
  if (early) {
    const late = early;
    replays.push({
      label: 'in_process notification, late',
      send: () => deliverMp(world.mpKit, late),
      status: 200,
    });
  }
  return replays;
}

/** A pending order is paid (or declined) at its provider; the model expects `paid` (or `failed`). */
export class Pay implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly approve: boolean,
    readonly twist: boolean,
  ) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'pending').length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const order = pickOf(ordersIn(m, 'pending'), this.order)!;
    order.replays = await payAtProvider(r, order, this.approve, this.twist);
    order.status = this.approve ? 'paid' : 'failed';
    order.member.pending = null;
    if (this.approve) order.member.cart = [];
    expect(await orderFacts(r.world, order.id)).toEqual({ status: order.status, refunded: 0 });
  }

  toString = (): string =>
    `Pay(order ${this.order}, ${this.approve ? 'approve' : 'decline'}${this.twist ? ', twisted' : ''})`;
}
