/**
 * The crash test's verdict, read from the database (and the mail outbox folder, and the provider's own record):
 * each figure must be 0 — orders paid without their sales or passes, sales without a paid order,
 * doubled sales, receipts lost (a paid order whose receipt was never sent, or whose reference is in no
 * mail of the outbox), money without an order (a payment the provider took — a PaymentIntent that
 * succeeded at Stripe, an approved MercadoPago payment — while its order is not paid), an order charged
 * twice at the provider, and an order paid without a payment the provider took (./providers; the demo
 * provider keeps no ledger, so these three are 0 for it).
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import type { ProviderSetup } from './providers';
import { rows } from '../../src/server/db/sql';

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
  chargedTwice: number;
  paidWithoutMoney: number;
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
export async function verdict(db: Database, outboxDir: string, provider: ProviderSetup): Promise<Verdict> {
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
  const paidRefs = await rows<{ id: string; reference: string }>(
    db,
    sql`select id, reference from orders where status = 'paid'`,
  );
  let mails = '';
  for (const file of await readdir(outboxDir).catch(() => [] as string[]))
    if (file.endsWith('.eml')) mails += await readFile(path.join(outboxDir, file), 'utf8');
  const missing = paidRefs.filter((o) => !mails.includes(o.reference)).length;
  const taken = provider.takenByOrder();
  let moneyWithoutOrder = 0;
  let chargedTwice = 0;
  let paidWithoutMoney = 0;
  if (taken) {
    const paid = new Set(paidRefs.map((o) => o.id));
    for (const [orderId, times] of taken) {
      if (!paid.has(orderId)) moneyWithoutOrder += 1;
      if (times > 1) chargedTwice += 1;
    }
    paidWithoutMoney = paidRefs.filter((o) => !taken.has(o.id)).length;
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
    chargedTwice,
    paidWithoutMoney,
  };
}
