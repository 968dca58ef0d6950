// What the webhook answers when a verified event cannot simply be applied (docs/architecture.md §5), on the
// real app and database with the fake Stripe: an event that arrives after the order has moved on
// (Stripe does not guarantee order) is acknowledged with 200 and changes nothing; a database failure
// while paying answers 500 without internals, writes nothing, and Stripe's retry of the same event
// then pays the order once. The failure is the database's own: a trigger refuses inserts into `sales`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages';
import { GYM_A, GYM_B, invariants, signedIn, YOGA, footprint } from '../commerce/helpers';
import { leaksInternals } from '../helpers/app';
import { buildStripeApp, checkoutOf, deliver, factsOf, type StripeTestApp } from './helpers';

let s: StripeTestApp;
beforeAll(async () => {
  s = await buildStripeApp();
});
afterAll(async () => s?.close());

/** A pending Stripe order of a new member (with `ids` in its cart) and its PaymentIntent id. */
async function pendingOrder(...ids: string[]): Promise<{ orderId: string; intentId: string }> {
  const { client } = await signedIn(s.t);
  const { order } = await checkoutOf(
    client,
    ids.map((id) => ({ action: 'add', id })),
  );
  return { orderId: order._id, intentId: (await factsOf(s, order._id)).paymentId ?? '' };
}

describe('webhook answers', () => {
  it('a decline delivered after the success that followed it: 200, the order stays paid', async () => {
    const { orderId, intentId } = await pendingOrder(GYM_A, YOGA);
    const declined = s.fake.confirm(intentId, 'decline');
    const succeeded = s.fake.confirm(intentId, 'succeed');
    expect((await deliver(s, succeeded)).statusCode).toBe(200);
    const paid = await factsOf(s, orderId);
    expect(paid).toMatchObject({ status: 'paid', sales: 2, passes: 2, failureCode: null });

    const late = await deliver(s, declined);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true });
    // Only the late event's id is recorded (so that its redeliveries are duplicates).
    expect(await factsOf(s, orderId)).toEqual({ ...paid, events: paid.events + 1 });
    expect((await deliver(s, declined)).statusCode).toBe(200);
    expect(await factsOf(s, orderId)).toEqual({ ...paid, events: paid.events + 1 });
  });

  it('the database failing while paying: 500 without internals, nothing written; the retry pays once', async () => {
    const { orderId, intentId } = await pendingOrder(GYM_B, YOGA);
    const event = s.fake.confirm(intentId, 'succeed');
    const db = s.t.handle.db;
    await db.execute(sql`create function refuse_sales() returns trigger language plpgsql as $$
      begin raise exception 'insert into sales refused (test trigger)'; end $$`);
    await db.execute(sql`create trigger refuse_sales before insert on sales
      for each row execute function refuse_sales()`);
    const before = await footprint(s);
    try {
      const failed = await deliver(s, event);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: apiMessages.internal, code: 'INTERNAL' });
      expect(leaksInternals(failed.body)).toBe(false);
      expect(failed.body).not.toMatch(/sales|trigger/);
      expect(await footprint(s)).toEqual(before);
      expect(await factsOf(s, orderId)).toMatchObject({ status: 'pending', sales: 0, events: 0 });
    } finally {
      await db.execute(sql`drop trigger if exists refuse_sales on sales`);
      await db.execute(sql`drop function if exists refuse_sales()`);
    }

    // Stripe retries the same event: it was not recorded, so it applies now, once.
    expect((await deliver(s, event)).statusCode).toBe(200);
    expect((await deliver(s, event)).statusCode).toBe(200);
    expect(await factsOf(s, orderId)).toMatchObject({ status: 'paid', sales: 2, passes: 2, events: 1 });
    expect(await invariants(s.t)).toMatchObject({ paidWithoutSales: 0, doubledSales: 0 });
  });
});
