/**
 * The crash test's verdict, read from the database (and the mail outbox folder, and the fake Stripe):
 * each figure must be 0 — orders paid without their sales or passes, sales without a paid order,
 * doubled sales, receipts lost (a paid order whose receipt was never sent, or whose reference is in no
 * mail of the outbox), and money without an order (a PaymentIntent that succeeded at Stripe while its
 * order is not paid).
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rows } from '../../src/server/modules/gyms/queries';
import type { StripeFake } from '../../tests/fakes/stripe-fake';

/** The figures of one run. */
export interface Verdict {
  ordersByStatus: Record<string, number>;
  sales: number;
  paidWithoutSales: number;
  paidWithoutPasses: number;
  salesWithoutPaidOrder: number;
  doubledSales: number;
  receiptsNotSent: number;
  receiptsMissingFromOutbox: number;
  moneyWithoutOrder: number;
}

/** Paid orders whose receipt is not stamped yet (to wait for the job queue). */
export async function receiptsPending(db: Database): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`select count(*) as n from orders where status = 'paid' and receipt_sent_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Reads the verdict (see module doc). */
export async function verdict(db: Database, outboxDir: string, fake?: StripeFake): Promise<Verdict> {
  const byStatus = await rows<{ status: string; n: string | number }>(
    db,
    sql`select status, count(*) as n from orders group by status order by status`,
  );
  const [c] = await rows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from sales) as sales,
      (select count(*) from orders o where o.status = 'paid' and (select count(*) from sales s where s.order_id = o.id)
          <> (select count(*) from order_lines l where l.order_id = o.id)) as "paidWithoutSales",
      (select count(*) from orders o where o.status = 'paid' and (select count(*) from passes p where p.order_id = o.id)
          <> (select count(*) from order_lines l where l.order_id = o.id)) as "paidWithoutPasses",
      (select count(*) from sales s join orders o on o.id = s.order_id where o.status <> 'paid') as "salesWithoutPaidOrder",
      (select count(*) from (select order_line_id from sales group by order_line_id having count(*) > 1) d) as "doubledSales",
      (select count(*) from orders where status = 'paid' and receipt_sent_at is null) as "receiptsNotSent"`,
  );
  const paidRefs = await rows<{ reference: string; paymentId: string | null }>(
    db,
    sql`select reference, payment_id as "paymentId" from orders where status = 'paid'`,
  );
  let mails = '';
  for (const file of await readdir(outboxDir).catch(() => [] as string[]))
    if (file.endsWith('.eml')) mails += await readFile(path.join(outboxDir, file), 'utf8');
  const missing = paidRefs.filter((o) => !mails.includes(o.reference)).length;
  let moneyWithoutOrder = 0;
  if (fake) {
    const paidIntents = new Set(paidRefs.map((o) => o.paymentId));
    const succeeded = new Set(
      fake.events
        .filter((e) => e.type === 'payment_intent.succeeded')
        .map((e) => (e.data.object as { id: string }).id),
    );
    for (const id of succeeded) if (!paidIntents.has(id)) moneyWithoutOrder += 1;
  }
  const n = (k: string) => Number(c?.[k] ?? 0);
  return {
    ordersByStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    sales: n('sales'),
    paidWithoutSales: n('paidWithoutSales'),
    paidWithoutPasses: n('paidWithoutPasses'),
    salesWithoutPaidOrder: n('salesWithoutPaidOrder'),
    doubledSales: n('doubledSales'),
    receiptsNotSent: n('receiptsNotSent'),
    receiptsMissingFromOutbox: missing,
    moneyWithoutOrder,
  };
}
