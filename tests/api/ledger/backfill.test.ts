/**
 * Migration `0045_ledger_backfill` (ADR 0042 decision 10) on a database with money history from before
 * the ledger: migrated up to 0043, filled the way the earlier code left it (paid orders and their sales,
 * a partial refund and its compensating sale, a partner's plan month, a payout), then migrated to the
 * end. Every event gets one balanced entry, the trial balance is 0 per currency, each account holds
 * what the business tables say, and posting the history again writes nothing.
 * PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, type DatabaseHandle } from '../../../src/server/db/client';
import { rows } from '../../../src/server/db/sql';
import { selectTrialBalance } from '../../../src/server/modules/ledger/index';
import { GYM_A, GYM_B, insertShop } from '../commerce/helpers';
import { migrateWith, migrationsUpTo, openEmptyDatabase } from '../helpers/migrations';
import { insertPaidSale } from '../helpers/sales';

const LAST_BEFORE = 43;
let dir: string;
let handle: DatabaseHandle;
let partnerA: string;
let partnerB: string;

const owedSql = (code: string) =>
  sql`select coalesce(sum(l.amount), 0)::text as balance
        from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.code = ${code}`;
const balanceOf = async (code: string): Promise<number> =>
  Number((await rows<{ balance: string }>(handle.db, owedSql(code)))[0]?.balance ?? NaN);
const centavos = async (query: ReturnType<typeof sql>): Promise<number> =>
  Math.round(Number((await rows<{ v: string }>(handle.db, query))[0]?.v ?? NaN) * 100);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'buscagym-migrations-'));
  handle = await openEmptyDatabase();
  await migrateWith(handle, await migrationsUpTo(dir, LAST_BEFORE));
  // The fixtures' accounts are written with today's schema, whose users table has a column added after
  // 0043 (locale, migration 0055): present for those inserts, dropped again before migrating on.
  await handle.db.execute(sql`alter table users add column locale text`);

  // What the earlier code left behind.
  ({ partnerA, partnerB } = await insertShop(handle));
  const first = await insertPaidSale(handle, {
    gymId: GYM_A,
    partnerId: partnerA,
    gross: '20000.00',
    commissionPercent: '10.00',
    ledger: false,
  });
  await insertPaidSale(handle, {
    gymId: GYM_A,
    partnerId: partnerA,
    gross: '5000.05',
    commissionPercent: '10.00',
    ledger: false,
  });
  await insertPaidSale(handle, { gymId: GYM_B, partnerId: partnerB, gross: '1000.00', ledger: false });
  const refundId = randomUUID();
  await handle.db
    .execute(sql`insert into refunds (id, order_id, amount, reason, actor_type, status, completed_at)
    select ${refundId}::uuid, order_id, 5000.00, 'Clase suspendida', 'admin', 'succeeded', now() from sales where id = ${first}::uuid`);
  await handle.db
    .execute(sql`insert into sales (order_id, order_line_id, gym_id, partner_id, gym_service_id, buyer_id,
      product_kind, product_name, quantity, unit_price, gross, commission_percent, commission, net, refund_id)
    select order_id, order_line_id, gym_id, partner_id, gym_service_id, buyer_id, product_kind, product_name, quantity,
           unit_price, -5000.00, commission_percent, -500.00, -4500.00, ${refundId}::uuid from sales where id = ${first}::uuid`);
  await handle.db
    .execute(sql`insert into orders (reference, kind, plan_code, user_id, status, provider, total,
      idempotency_key, cart_version, buyer_email, buyer_name, paid_at)
    values ('BG-PLAN-1', 'plan', 'premium', ${partnerA}::uuid, 'paid', 'manual', 34999.00, 'renewal-1', 0,
            'a@example.com', 'Dueña A', now())`);
  await handle.db.execute(sql`insert into payouts (partner_id, amount, cbu, reference, paid_at)
    values (${partnerA}::uuid, 1000.00, '2850590940090418135201', 'TRF-1', now())`);

  await handle.db.execute(sql`alter table users drop column locale`);
  await migrateWith(handle, MIGRATIONS_DIR);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the ledger posts the history from before it', () => {
  it('one balanced entry per event', async () => {
    const kinds = await rows<{ kind: string; n: number; off: number }>(
      handle.db,
      sql`select e.kind, count(distinct e.id)::int as n,
                 count(*) filter (where t.sum <> 0)::int as off
            from ledger_entries e
            join lateral (select sum(amount) as sum from ledger_lines l where l.entry_id = e.id) t on true
           group by e.kind order by e.kind`,
    );
    expect(kinds).toEqual([
      { kind: 'order_paid', n: 3, off: 0 },
      { kind: 'payout', n: 1, off: 0 },
      { kind: 'plan_charge', n: 1, off: 0 },
      { kind: 'refund', n: 1, off: 0 },
    ]);
  });

  it('a trial balance of 0, and each account holding what the business tables say', async () => {
    const trial = await selectTrialBalance(handle.db);
    expect(trial.entries).toBe(6);
    expect(await selectTrialBalance(handle.db, 'lines')).toEqual(trial);
    expect(trial.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    for (const partner of [partnerA, partnerB])
      expect(-(await balanceOf(`partner:${partner}`))).toBe(
        await centavos(sql`select (select coalesce(sum(net), 0) from sales where partner_id = ${partner}::uuid)
          - (select coalesce(sum(amount), 0) from payouts where partner_id = ${partner}::uuid) as v`),
      );
    expect(-(await balanceOf('commission'))).toBe(
      await centavos(sql`select sum(commission) as v from sales`),
    );
    expect(-(await balanceOf('plan_revenue'))).toBe(3_499_900);
    expect(await balanceOf('provider:manual')).toBe(
      (await centavos(sql`select sum(gross) as v from sales`)) + 3_499_900,
    );
    expect(await balanceOf('payouts')).toBe(-100_000);
  });

  it('writes nothing when the history is posted again', async () => {
    const [again] = await rows<{ n: number }>(handle.db, sql`select ledger_post_history() as n`);
    expect(again?.n).toBe(0);
    expect((await selectTrialBalance(handle.db)).entries).toBe(6);
  });
});
