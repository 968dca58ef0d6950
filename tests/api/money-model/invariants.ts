/**
 * What must hold after every step of the money model (docs/architecture.md §5.1, ADR 0042), read on
 * the whole shared database — they are sums, so they hold across runs — and the footprint a replayed
 * idempotent request must leave unchanged. Amounts compared in integer centavos.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SALES_TIME_ZONE } from '../../../src/shared/constants/sales';
import type { StatementResponse, TrialBalanceResponse } from '../../../src/shared/contract/ledger';
import type { SalesFiguresResponse } from '../../../src/shared/contract/sales';
import { toCentavos } from '../../../src/shared/domain/money';
import { brokenCreditRules, creditEarnings } from './credit-invariants';
import type { World } from './world';

async function rowsOf<T>(world: World, query: SQL): Promise<T[]> {
  return ((await world.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The money an order's provider lines moved, by entry: receipts (order paid) and returns (refunds). */
const PROVIDER_LINES = sql`ledger_lines l join ledger_accounts a on a.id = l.account_id and a.kind = 'provider'`;

/**
 * Counts of every broken rule; each must be 0. Journal entries are append-only (the database refuses
 * UPDATE and DELETE, migration 0044), so the entries after `sinceEntry` are the ones a step can have
 * unbalanced; the rules about orders read the orders `orderIds` (the run's), the rest read everything:
 * - `unbalancedEntries`: a journal entry (after `sinceEntry`) whose lines do not sum to 0 in a currency;
 * - `unbalancedBooks`: a currency whose trial balance is not 0;
 * - `overRefunded` / `ledgerOverRefunded`: an order refunded beyond what was captured, by its refunds
 *   (succeeded, pending or still requested) and by the provider lines of its ledger entries;
 * - `paidWithoutEntry` / `entryWithoutPaid` / `receiptOff`: an order paid (or refunded) without its
 *   `order:{id}:paid` entry, an entry for an order never paid, a receipt other than the order's total;
 * - `refundOff`: a refund that took effect whose `refund:{id}` entry does not return its amount;
 * - `payoutOff`: a payout whose `payout:{id}` entry does not move its amount;
 * - `livePassRefunded`: a pass not revoked whose line was refunded in full;
 * - `visitAfterRevoke`: a pass admitted someone after it was revoked;
 * - `bookingOfRevoked`: a booking keeping a place (or a waitlist position) of a class not yet started
 *   with a revoked pass;
 * - `overCapacity`: a session with more places taken than it has (by its counter or its bookings).
 */
export async function brokenRules(
  world: World,
  orderIds: readonly string[],
  sinceEntry = 0,
): Promise<Record<string, number>> {
  const ids = sql`(select unnest(${`{${orderIds.join(',')}}`}::uuid[]))`;
  const [row] = await rowsOf<Record<string, string>>(
    world,
    sql`select
      (select count(*) from (select 1 from ledger_lines where entry_id > ${sinceEntry}
          group by entry_id, currency having sum(amount) <> 0) x) as "unbalancedEntries",
      (select count(*) from (select 1 from ledger_lines group by currency having sum(amount) <> 0) x) as "unbalancedBooks",
      (select count(*) from orders o where o.id in ${ids} and o.total < (select coalesce(sum(r.amount), 0)
          from refunds r where r.order_id = o.id and r.status <> 'failed')) as "overRefunded",
      (select count(*) from (select e.order_id from ledger_entries e join ${PROVIDER_LINES} on l.entry_id = e.id
          where e.order_id in ${ids} and e.kind in ('order_paid', 'refund') group by e.order_id having sum(l.amount) < 0) x) as "ledgerOverRefunded",
      (select count(*) from orders o where o.id in ${ids} and o.status in ('paid', 'refunded')
          and not exists (select 1 from ledger_entries e where e.event_key = 'order:' || o.id || ':paid')) as "paidWithoutEntry",
      (select count(*) from ledger_entries e join orders o on e.event_key = 'order:' || o.id || ':paid'
          where o.id in ${ids} and o.status not in ('paid', 'refunded')) as "entryWithoutPaid",
      (select count(*) from orders o join ledger_entries e on e.event_key = 'order:' || o.id || ':paid'
          where o.id in ${ids} and (select sum(l.amount) from ${PROVIDER_LINES} where l.entry_id = e.id) <> round(o.total * 100)) as "receiptOff",
      (select count(*) from refunds r where r.order_id in ${ids} and r.status in ('succeeded', 'pending')
          and round(r.amount * 100) <> coalesce((select -sum(l.amount) from ledger_entries e join ${PROVIDER_LINES}
              on l.entry_id = e.id where e.event_key = 'refund:' || r.id), 0)) as "refundOff",
      (select count(*) from payouts p where round(p.amount * 100) <> coalesce((select sum(l.amount)
          from ledger_entries e join ledger_lines l on l.entry_id = e.id and l.role = 'payout' and l.amount > 0
          where e.event_key = 'payout:' || p.id), 0)) as "payoutOff",
      (select count(*) from passes p join order_lines ol on ol.id = p.order_line_id
          where p.order_id in ${ids} and p.revoked_at is null and ol.line_total <= (select coalesce(sum(rl.amount), 0)
              from refund_lines rl join refunds r on r.id = rl.refund_id
             where rl.order_line_id = ol.id and r.status in ('succeeded', 'pending'))) as "livePassRefunded",
      (select count(*) from pass_visits v join passes p on p.id = v.pass_id
          where p.order_id in ${ids} and p.revoked_at is not null and v.visited_at > p.revoked_at) as "visitAfterRevoke",
      (select count(*) from bookings b join passes p on p.id = b.pass_id join class_sessions s on s.id = b.session_id
          where p.revoked_at is not null and b.status in ('booked', 'waitlisted') and s.starts_at > now()) as "bookingOfRevoked",
      (select count(*) from class_sessions s where s.booked > s.capacity
          or (select count(*) from bookings b where b.session_id = s.id and b.status = 'booked') > s.capacity) as "overCapacity",
      (select coalesce(max(id), 0) from ledger_entries) as "lastEntry"`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Partner `partnerId`'s payable from the database, centavos: the ledger's (−balance of
 * `partner:{id}`), and the sales table's (net of every sale and compensating row, less payouts) plus
 * what its gyms earned from Pase BuscaGym credits (./credit-invariants).
 */
export async function payableOf(world: World, partnerId: string): Promise<{ ledger: number; sales: number }> {
  const [row] = await rowsOf<{ ledger: string; net: string; paid: string }>(
    world,
    sql`select (select -coalesce(sum(l.amount), 0) from ledger_lines l join ledger_accounts a on a.id = l.account_id
                 where a.code = ${`partner:${partnerId}`})::text as ledger,
               (select coalesce(round(sum(net) * 100), 0) from sales where partner_id = ${partnerId}::uuid)::bigint::text as net,
               (select coalesce(round(sum(amount) * 100), 0) from payouts where partner_id = ${partnerId}::uuid)::bigint::text as paid`,
  );
  const earned = await creditEarnings(world, partnerId);
  return { ledger: Number(row?.ledger), sales: Number(row?.net) - Number(row?.paid) + earned };
}

/**
 * What partner `partnerId` is shown as owed, centavos: the balance due of
 * `GET /api/partner/sales/allsales/{id}`, and the closing of this month's
 * `GET /api/partner/statement/{id}` (whose own sum, opening + sales + visits − commission − refunds −
 * payouts, must give that closing; its visit lines must add up to its visits).
 */
export async function shownOwed(world: World, partnerId: string): Promise<{ due: number; closing: number }> {
  const client = await world.client(partnerId);
  const figures = await client.get(`/api/partner/sales/allsales/${partnerId}`);
  expect(figures.statusCode, figures.body).toBe(200);
  const month = format(new TZDate(Date.now(), SALES_TIME_ZONE), 'yyyy-MM');
  const statement = await client.get(`/api/partner/statement/${partnerId}?month=${month}`);
  expect(statement.statusCode, statement.body).toBe(200);
  const shown = statement.json<StatementResponse>();
  const c = (field: 'opening' | 'sales' | 'visits' | 'commission' | 'refunds' | 'payouts' | 'closing') =>
    toCentavos(shown[field].$numberDecimal);
  const lines = shown.visitLines.reduce((sum, v) => sum + toCentavos(v.amount.$numberDecimal), 0);
  expect(lines, 'the statement lists the Pase BuscaGym visits it adds').toBe(c('visits'));
  expect(c('opening') + c('sales') + c('visits') - c('commission') - c('refunds') - c('payouts')).toBe(
    c('closing'),
  );
  return {
    due: toCentavos(figures.json<SalesFiguresResponse>().balance.due.$numberDecimal),
    closing: c('closing'),
  };
}

/**
 * Expects `GET /api/admin/ledger/trial-balance` (which reads the running sums) to say balanced, with
 * every currency's total 0, every account's balance the sum of its lines and its entry count the
 * journal's.
 */
export async function expectTrialBalance(world: World, step: string): Promise<void> {
  const res = await (await world.admin()).get('/api/admin/ledger/trial-balance');
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<TrialBalanceResponse>();
  const sums = await rowsOf<{ key: string; balance: string }>(
    world,
    sql`select a.code || ' ' || l.currency as key, sum(l.amount)::text as balance
          from ledger_lines l join ledger_accounts a on a.id = l.account_id group by a.code, l.currency`,
  );
  const [count] = await rowsOf<{ n: string }>(world, sql`select count(*)::text as n from ledger_entries`);
  const fromLines = new Map(sums.map((r) => [r.key, Number(r.balance)]));
  const shown = new Map(
    answer.accounts.map((a) => [`${a.code} ${a.currency}`, toCentavos(a.balance.$numberDecimal)]),
  );
  expect({ balanced: answer.balanced, entries: answer.entries }, `trial balance after ${step}`).toEqual({
    balanced: true,
    entries: Number(count?.n),
  });
  expect(answer.totals.map((t) => toCentavos(t.balance.$numberDecimal)).filter((b) => b !== 0)).toEqual([]);
  expect(shown, `trial balance accounts after ${step}`).toEqual(fromLines);
}

/** What the checks remember between steps: the last entry checked, each partner's payable shown. */
export interface Checked {
  lastEntry: number;
  shown: Map<string, number>;
}

/**
 * Checks every rule of {@link brokenRules}, the trial balance the administrators read whenever the
 * journal grew ({@link expectTrialBalance}), and the shop partners' payables: the ledger's = the sales
 * table's, and = the balance due their figures show and their month's statement closes with. Those are
 * asked again whenever the payable moved since they were last asked (they read the same sales and payouts, so an unmoved payable shows
 * the same).
 */
export async function checkInvariants(
  world: World,
  seen: Checked,
  step: string,
  orderIds: readonly string[],
): Promise<void> {
  const { lastEntry, ...rules } = await brokenRules(world, orderIds, seen.lastEntry);
  const credits = await brokenCreditRules(world);
  const broken = Object.entries({ ...rules, ...credits }).filter(([, n]) => n !== 0);
  expect(broken, `after ${step}`).toEqual([]);
  if (lastEntry !== seen.lastEntry) await expectTrialBalance(world, step);
  seen.lastEntry = lastEntry ?? 0;
  for (const partnerId of [world.partnerA, world.partnerB]) {
    const payable = await payableOf(world, partnerId);
    expect(payable.sales, `partner payable (sales − payouts + credits) after ${step}`).toBe(payable.ledger);
    if (seen.shown.get(partnerId) === payable.ledger) continue;
    expect(await shownOwed(world, partnerId), `what the partner is shown after ${step}`).toEqual({
      due: payable.ledger,
      closing: payable.ledger,
    });
    seen.shown.set(partnerId, payable.ledger);
  }
}

/**
 * What a replayed idempotent request must leave as it was: the ledger's rows and sums, the orders by
 * status, the refunds by status with their sum, the payouts, sales, passes (revoked ones apart), visits
 * and bookings by status.
 */
export async function footprint(world: World): Promise<Record<string, string>> {
  const [row] = await rowsOf<Record<string, string>>(
    world,
    sql`select
      (select count(*) || '/' || coalesce(sum(abs(amount)), 0) from ledger_lines)::text as "ledgerLines",
      (select count(*) from ledger_entries)::text as "ledgerEntries",
      (select string_agg(status || ':' || n, ',' order by status) from (select status, count(*) n from orders group by status) x) as orders,
      (select string_agg(status || ':' || n || ':' || s, ',' order by status)
         from (select status, count(*) n, sum(amount) s from refunds group by status) x) as refunds,
      (select count(*) || '/' || coalesce(sum(amount), 0) from payouts)::text as payouts,
      (select count(*) || '/' || coalesce(sum(net), 0) from sales)::text as sales,
      (select count(*) || '/' || count(revoked_at) || '/' || coalesce(sum(uses_left), 0) from passes)::text as passes,
      (select count(*) from pass_visits)::text as visits,
      (select string_agg(status || ':' || n, ',' order by status) from (select status, count(*) n from bookings group by status) x) as bookings,
      (select count(*) || '/' || coalesce(sum(credits), 0) from credit_movements)::text as "creditMovements",
      (select string_agg(status || ':' || n, ',' order by status) from (select status, count(*) n from credit_visits group by status) x) as "creditVisits",
      (select string_agg(status || ':' || n, ',' order by status) from (select status, count(*) n from credit_subscriptions group by status) x) as "creditPlans"`,
  );
  return row ?? {};
}

/** Runs `replay` and expects the footprint unchanged. @returns what `replay` answered */
export async function unchangedBy<T>(world: World, what: string, replay: () => Promise<T>): Promise<T> {
  const before = await footprint(world);
  const answer = await replay();
  expect(await footprint(world), `${what} changed something`).toEqual(before);
  return answer;
}
