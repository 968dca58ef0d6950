/**
 * Refunds in the money model (ADR 0027): by an administrator (any line) or by the partner of a line
 * (his lines only), of everything left, of a part, or of one centavo more than is left (refused,
 * nothing written); each sent twice with the same `Idempotency-Key` (the second answers the same
 * refund and changes nothing). And the "Botón de arrepentimiento" (`POST /api/withdrawals`), sent twice.
 * Each goes to the app of the order's provider, which returns the money.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import type { RefundResponse, WithdrawalResponse } from '../../../../src/shared/contract/refunds';
import { arrayParam } from '../../../../src/server/db/array-params';
import { fromCentavos, toCentavos } from '../../../../src/shared/domain/money';
import { adminRefundUrl, ars, partnerRefundUrl, postRefund } from '../../refunds/helpers';
import { unchangedBy } from '../invariants';
import {
  expectStatus,
  orderFacts,
  ordersIn,
  partnerOf,
  pickOf,
  type Model,
  type OrderModel,
  type Real,
} from '../model';
import type { World } from '../world';

/** Centavos left to refund of partner `partnerId`'s lines of order `orderId` (refunds not failed). */
async function partnerLeft(world: World, orderId: string, partnerId: string): Promise<number> {
  const rows = (await world.handle.db.execute(
    sql`select round(coalesce(sum(ol.line_total - coalesce((select sum(rl.amount) from refund_lines rl
                 join refunds r on r.id = rl.refund_id and r.status <> 'failed' where rl.order_line_id = ol.id), 0)), 0) * 100)::bigint::text as left
          from order_lines ol join sales s on s.order_line_id = ol.id and s.refund_id is null
         where ol.order_id = ${orderId}::uuid and s.partner_id = ${partnerId}::uuid`,
  )) as unknown as { rows: { left: string }[] };
  return Number(rows.rows[0]?.left ?? 0);
}

/** Applies a refund of `amount` centavos to the model's order, then compares with the database. */
async function refunded(world: World, order: OrderModel, amount: number): Promise<void> {
  order.refunded += amount;
  if (order.refunded === order.total) order.status = 'refunded';
  expect(await orderFacts(world, order.id)).toEqual({ status: order.status, refunded: order.refunded });
}

let addresses = 0;

/**
 * `POST /api/withdrawals` of `order` by its buyer, on the app of its provider, from the buyer's own
 * address (the form is limited per address; each order's buyer has one).
 */
export function withdraw(world: World, order: OrderModel) {
  const n = addresses++;
  const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return () =>
    world.apps[order.provider].app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { reference: order.reference, email: order.member.email },
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });
}

export type RefundMode = 'full' | 'partial' | 'over';

/** A refund of a paid order by `actor` (see module doc); `share` (1–99) % of what is left for a part. */
export class Refund implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly actor: 'admin' | 'partner',
    readonly mode: RefundMode,
    readonly share: number,
    readonly line: number,
  ) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'paid').length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const order = pickOf(ordersIn(m, 'paid'), this.order)!;
    let client;
    let url;
    let left;
    if (this.actor === 'admin') {
      client = await world.admin(order.provider);
      url = adminRefundUrl(order.id);
      left = order.total - order.refunded;
    } else {
      const partnerId = partnerOf(world, pickOf(order.products, this.line)!);
      client = await world.client(partnerId, order.provider);
      url = partnerRefundUrl(order.id);
      left = await partnerLeft(world, order.id, partnerId);
    }
    const amount =
      this.mode === 'full'
        ? left
        : this.mode === 'over'
          ? left + 1
          : Math.max(1, Math.floor((left * this.share) / 100));
    const body = {
      ...(this.mode === 'full' ? {} : { amount: ars(fromCentavos(amount)) }),
      reason: 'Clase suspendida',
    };
    const key = randomUUID();
    if (this.mode === 'over' || left === 0) {
      const refused = await unchangedBy(world, 'a refund of more than is left', () =>
        postRefund(client, url, body, key),
      );
      expectStatus(refused, 409, 'a refund of more than is left');
      return;
    }
    const res = await postRefund(client, url, body, key);
    expectStatus(res, 201, `${this.actor} refund`);
    const answer = res.json<RefundResponse>();
    expect(answer.refund.status).toMatch(/^(succeeded|pending)$/);
    expect(toCentavos(answer.refund.amount.$numberDecimal)).toBe(amount);
    const again = await unchangedBy(world, 'the same refund again', () => postRefund(client, url, body, key));
    expectStatus(again, 200, 'the same refund again');
    expect(again.json<RefundResponse>().refund._id).toBe(answer.refund._id);
    await refunded(world, order, amount);
    expect(toCentavos(answer.order.refundedAmount.$numberDecimal)).toBe(order.refunded);
  }

  toString = (): string =>
    `Refund(order ${this.order}, ${this.actor}, ${this.mode}${this.mode === 'partial' ? ` ${this.share}%` : ''}, line ${this.line})`;
}

/** Whether a pass of `order` that admitted someone is on a line not yet refunded in full (refund rows). */
async function heldByUse(world: World, order: OrderModel): Promise<boolean> {
  if (order.admitted.size === 0) return false;
  const found = (await world.handle.db.execute(
    sql`select count(*)::int as n from passes p join order_lines l on l.id = p.order_line_id
         where p.id = any(${arrayParam([...order.admitted], 'uuid')})
           and l.line_total > coalesce((select sum(rl.amount) from refund_lines rl join refunds r on r.id = rl.refund_id
                                         where rl.order_line_id = l.id and r.status in ('succeeded', 'pending')), 0)`,
  )) as unknown as { rows: { n: number }[] };
  return (found.rows[0]?.n ?? 0) > 0;
}

/** The buyer's withdrawal of a paid order: all that is left refunded unless a pass was used (review). */
export class Withdraw implements fc.AsyncCommand<Model, Real> {
  constructor(readonly order: number) {}

  check = (m: Readonly<Model>): boolean => ordersIn(m, 'paid').some((o) => !o.withdrawn);

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const order = pickOf(
      ordersIn(m, 'paid').filter((o) => !o.withdrawn),
      this.order,
    )!;
    // A pass that admitted someone holds the purchase for review while its line is not refunded in
    // full; refunded in full before (its pass revoked by that refund), it holds nothing.
    const held = await heldByUse(world, order);
    const send = withdraw(world, order);
    const res = await send();
    expectStatus(res, 201, 'withdrawal');
    const { withdrawal } = res.json<WithdrawalResponse>();
    order.withdrawn = true;
    if (held) {
      expect(withdrawal.status).toBe('review');
      const facts = await orderFacts(world, order.id);
      expect(facts.refunded).toBeGreaterThanOrEqual(order.refunded);
      expect(facts.refunded).toBeLessThanOrEqual(order.total);
      Object.assign(order, { refunded: facts.refunded, status: facts.status });
    } else {
      expect(withdrawal.status).toBe('refunded');
      await refunded(world, order, order.total - order.refunded);
    }
    const again = await unchangedBy(world, 'the same withdrawal again', send);
    expectStatus(again, 200, 'the same withdrawal again');
    expect(again.json<WithdrawalResponse>().withdrawal).toEqual(withdrawal);
  }

  toString = (): string => `Withdraw(order ${this.order})`;
}
