/**
 * Harness of the refund and withdrawal API tests (ADR 0027): paying an order with the demo provider or
 * the Stripe fake, refund calls, and direct reads of refunds, sales and passes to compare answers with.
 * Builds on the commerce shop (tests/api/commerce/helpers: partner A `premium` 7.50 % owns gym A,
 * partner B `free` 15 % owns gym B).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import type { RefundResponse } from '../../../src/shared/contract/refunds';
import type { Client } from '../account/helpers';
import {
  cartAction,
  checkoutWith,
  demoPayUrl,
  orderUrl,
  rowsOf,
  type CommerceTestApp,
} from '../commerce/helpers';

/** `POST /api/admin/orders/{id}/refunds`. */
export const adminRefundUrl = (orderId: string): string => `/api/admin/orders/${orderId}/refunds`;
/** `POST /api/partner/sales/orders/{id}/refunds`. */
export const partnerRefundUrl = (orderId: string): string => `/api/partner/sales/orders/${orderId}/refunds`;

/** An ARS amount in the contract's form. */
export const ars = (value: string) => ({ $numberDecimal: value });

/** Fills the cart with `actions` and checks out. @returns the pending order */
export async function checkout(client: Client, actions: object[]): Promise<CheckoutResponse> {
  for (const action of actions) {
    const res = await cartAction(client, action);
    if (res.statusCode !== 200) throw new Error(`cart ${res.statusCode}: ${res.body}`);
  }
  const res = await checkoutWith(client);
  if (res.statusCode !== 201) throw new Error(`checkout ${res.statusCode}: ${res.body}`);
  return res.json<CheckoutResponse>();
}

/** Buys `actions` with the demo provider (an approving card). @returns the paid order */
export async function buyWithDemo(client: Client, actions: object[]): Promise<Order> {
  const { order } = await checkout(client, actions);
  const res = await client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  if (res.statusCode !== 200) throw new Error(`demo-pay ${res.statusCode}: ${res.body}`);
  return res.json<{ order: Order }>().order;
}

/** The member's view of an order. */
export async function memberOrder(client: Client, orderId: string): Promise<Order & Record<string, unknown>> {
  return (await client.get(orderUrl(orderId))).json<{ order: Order & Record<string, unknown> }>().order;
}

/** Posts a refund. */
export const postRefund = (client: Client, url: string, body: object, key?: string) =>
  client.post(url, body, key ? { 'idempotency-key': key } : {});

/** A refund answer. */
export const refundOf = (res: { json: <T>() => T }): RefundResponse => res.json<RefundResponse>();

/** Sums (as text, two decimals) of an order's sales rows: sales, compensating rows and all together. */
export async function salesSums(
  t: CommerceTestApp,
  orderId: string,
): Promise<{ rows: number; refundRows: number; gross: string; commission: string; net: string }> {
  const [row] = await rowsOf<Record<string, string | number>>(
    t,
    sql`select count(*) filter (where refund_id is null) as rows,
               count(*) filter (where refund_id is not null) as "refundRows",
               coalesce(sum(gross), 0)::numeric(14, 2)::text as gross,
               coalesce(sum(commission), 0)::numeric(14, 2)::text as commission,
               coalesce(sum(net), 0)::numeric(14, 2)::text as net
          from sales where order_id = ${orderId}::uuid`,
  );
  return {
    rows: Number(row!.rows),
    refundRows: Number(row!.refundRows),
    gross: String(row!.gross),
    commission: String(row!.commission),
    net: String(row!.net),
  };
}

/** The partner's daily sums over every day (what the figures read). */
export async function dailySums(
  t: CommerceTestApp,
  partnerId: string,
): Promise<{ gross: string; commission: string; net: string; sales: number; units: number }> {
  const [row] = await rowsOf<Record<string, string | number>>(
    t,
    sql`select coalesce(sum(gross), 0)::numeric(14, 2)::text as gross,
               coalesce(sum(commission), 0)::numeric(14, 2)::text as commission,
               coalesce(sum(net), 0)::numeric(14, 2)::text as net,
               coalesce(sum(sales), 0)::int as sales, coalesce(sum(units), 0)::int as units
          from sales_daily where partner_id = ${partnerId}::uuid`,
  );
  return {
    gross: String(row!.gross),
    commission: String(row!.commission),
    net: String(row!.net),
    sales: Number(row!.sales),
    units: Number(row!.units),
  };
}

/** The refund rows of an order, oldest first. */
export async function refundRows(
  t: CommerceTestApp,
  orderId: string,
): Promise<{ id: string; amount: string; status: string; providerRefundId: string | null }[]> {
  return rowsOf(
    t,
    sql`select id, amount::text as amount, status, provider_refund_id as "providerRefundId"
          from refunds where order_id = ${orderId}::uuid order by created_at, id`,
  );
}

/** Moves an order's payment `days` days back (to test the partner's and the withdrawal's terms). */
export async function paidDaysAgo(t: CommerceTestApp, orderId: string, days: number): Promise<void> {
  await t.handle.db.execute(
    sql`update orders set paid_at = now() - make_interval(days => ${days}::int) where id = ${orderId}::uuid`,
  );
}

/** The first mail to `to` whose subject is `subject`, waiting up to 10 s. */
export async function mailWithSubject(
  smtp: { messages: { to: string[]; subject: string; text: string }[] },
  to: string,
  subject: string,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.find((m) => m.to.includes(to.toLowerCase()) && m.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
