/**
 * Commands of the money model that fill a cart and check it out (docs/architecture.md §5): adding a
 * product, and checking out on one provider's app with the same `Idempotency-Key` twice (the second
 * answers the same order and changes nothing).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import type { CheckoutResponse } from '../../../../src/shared/contract/orders';
import { toCentavos } from '../../../../src/shared/domain/money';
import { cartAction, checkoutWith } from '../../commerce/helpers';
import { preferenceOf } from '../../mercadopago/helpers';
import { unchangedBy } from '../invariants';
import { expectStatus, pickOf, PRODUCTS, type Model, type Real } from '../model';
import type { Provider } from '../world';

/** A member adds one product to the cart (only while no order of the member awaits payment). */
export class AddToCart implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly product: string,
  ) {}

  check = (m: Readonly<Model>): boolean => !pickOf(m.members, this.member)?.pending;

  async run(m: Model, r: Real): Promise<void> {
    const member = pickOf(m.members, this.member)!;
    const res = await cartAction(await r.world.client(member.id), { action: 'add', id: this.product });
    expectStatus(res, 200, 'add to cart');
    member.cart.push(this.product);
  }

  toString = (): string => `AddToCart(member ${this.member}, ${this.product.slice(-4)})`;
}

/**
 * A member checks out on `provider`'s app — first adding `products` when the cart is empty — then
 * sends the same request (same key) again.
 */
export class Checkout implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly member: number,
    readonly provider: Provider,
    readonly products: readonly string[],
  ) {}

  check = (m: Readonly<Model>): boolean => {
    const member = pickOf(m.members, this.member);
    return !!member && !member.pending;
  };

  async run(m: Model, r: Real): Promise<void> {
    const member = pickOf(m.members, this.member)!;
    if (member.cart.length === 0)
      for (const product of this.products) await new AddToCart(this.member, product).run(m, r);
    const client = await r.world.client(member.id, this.provider);
    const key = randomUUID();
    const first = await checkoutWith(client, key);
    expectStatus(first, 201, `checkout on ${this.provider}`);
    const answer = first.json<CheckoutResponse>();
    const total = member.cart.reduce((sum, id) => sum + (PRODUCTS[id]?.price ?? 0), 0);
    expect(toCentavos(answer.order.total.$numberDecimal)).toBe(total);
    expect(answer.order.provider).toBe(this.provider);
    const again = await unchangedBy(r.world, 'the same checkout again', () => checkoutWith(client, key));
    expectStatus(again, 200, 'the same checkout again');
    expect(again.json<CheckoutResponse>().order._id).toBe(answer.order._id);
    let paymentRef: string | null = null;
    if (this.provider === 'mercadopago') paymentRef = preferenceOf(answer);
    if (this.provider === 'stripe') {
      const rows = (await r.world.handle.db.execute(
        sql`select payment_id as "paymentId" from orders where id = ${answer.order._id}::uuid`,
      )) as unknown as { rows: { paymentId: string | null }[] };
      paymentRef = rows.rows[0]?.paymentId ?? null;
      expect(paymentRef).toMatch(/^pi_/);
    }
    const order = {
      id: answer.order._id,
      reference: answer.order.reference,
      provider: this.provider,
      member,
      total,
      products: [...member.cart],
      status: 'pending' as const,
      refunded: 0,
      paymentRef,
      replays: [],
      admitted: new Set<string>(),
      withdrawn: false,
    };
    m.orders.push(order);
    member.pending = order;
  }

  toString = (): string =>
    `Checkout(member ${this.member}, ${this.provider}, ${this.products.map((p) => p.slice(-4)).join('+')})`;
}
