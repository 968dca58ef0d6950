/**
 * Webhooks that come again in the money model (docs/architecture.md §5): a delivery of an order's
 * payment sent once more — duplicated, late (after refunds, say), out of order (a stale decline or
 * `in_process` notification after the approval), or signed with another secret (refused) — changes
 * nothing, and the order stays as the model has it.
 * @module
 */
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import { unchangedBy } from '../invariants';
import { expectStatus, orderFacts, pickOf, type Model, type Real } from '../model';

/** One of the kept deliveries of an order's payment, sent again. */
export class Redeliver implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly order: number,
    readonly replay: number,
  ) {}

  check = (m: Readonly<Model>): boolean => m.orders.some((o) => o.replays.length > 0);

  async run(m: Model, r: Real): Promise<void> {
    const order = pickOf(
      m.orders.filter((o) => o.replays.length > 0),
      this.order,
    )!;
    const replay = pickOf(order.replays, this.replay)!;
    const res = await unchangedBy(r.world, replay.label, replay.send);
    expectStatus(res, replay.status, replay.label);
    expect(await orderFacts(r.world, order.id)).toEqual({ status: order.status, refunded: order.refunded });
  }

  toString = (): string => `Redeliver(order ${this.order}, delivery ${this.replay})`;
}
