/**
 * Posting on PostgreSQL while another transaction creates the same account (ADR 0042): the first
 * payout of a partner posted by two transactions at once — the second one's statement waits on the
 * first's new account and, once it commits, cannot see it (its snapshot is older). The posting writes
 * that account's line by a second statement, so both entries commit balanced. Needs separate
 * connections: TEST_DATABASE_URL (CI's PostgreSQL pass).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutPosting, postEntry, selectTrialBalance } from '../../../src/server/modules/ledger/index';
import { buildCommerceApp, rowsOf, type CommerceTestApp } from '../commerce/helpers';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: CommerceTestApp;

beforeAll(async () => {
  if (onPostgres) t = await buildCommerceApp({ poolSize: 4 });
});
afterAll(async () => t?.close());

describe.skipIf(!onPostgres)('a new account created by two transactions at once (PostgreSQL)', () => {
  it('commits both entries, balanced, on one account', async () => {
    const partnerId = randomUUID();
    const post = (id: string) =>
      payoutPosting({ id, partnerId, amount: 12_345, currency: 'ARS', paidAt: new Date() });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstPosted = () => {};
    const posted = new Promise<void>((resolve) => {
      firstPosted = resolve;
    });
    const first = t.handle.db.transaction(async (tx) => {
      await postEntry(tx, post(randomUUID()));
      firstPosted();
      await held;
    });
    await posted;
    const second = t.handle.db.transaction((tx) => postEntry(tx, post(randomUUID())));
    // The second statement now waits on the first transaction's account row.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await second).toBe(true);
    const lines = await rowsOf<{ n: number; sum: string }>(
      t,
      sql`select count(*)::int as n, sum(l.amount)::text as sum from ledger_lines l
            join ledger_accounts a on a.id = l.account_id where a.code = ${`partner:${partnerId}`}`,
    );
    expect(lines).toEqual([{ n: 2, sum: '24690' }]);
    const trial = await selectTrialBalance(t.handle.db);
    expect(trial.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    expect(await selectTrialBalance(t.handle.db, 'lines')).toEqual(trial);
  });
});
