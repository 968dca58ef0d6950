/**
 * The database's own rules for the ledger (migration `0044_ledger`, ADR 0042): UPDATE, DELETE and
 * TRUNCATE are refused; an entry that does not balance per currency, or has no lines, is refused at
 * commit; posting one business event twice writes it once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { payoutPosting, postEntry } from '../../../src/server/modules/ledger/index';
import { buildCommerceApp, rowsOf, type CommerceTestApp } from '../commerce/helpers';

let t: CommerceTestApp;
let handle: DatabaseHandle;

const payout = (id: string, amount = 1500) =>
  payoutPosting({ id, partnerId: t.partnerA, amount, currency: 'ARS', paidAt: new Date() });
/** Drizzle wraps the driver's error; the database's message is its cause. */
const refusedWith = (pattern: RegExp) => ({
  cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
});
/** The whole chain of messages of an error: PGlite raises the refusal itself at commit, node-postgres
 * through Drizzle's "Failed query: commit" wrapper whose cause it is. */
const messages = (error: unknown): string => {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' | ');
};
const count = async () =>
  (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from ledger_entries`))[0]?.n ?? -1;

beforeAll(async () => {
  t = await buildCommerceApp();
  handle = t.handle;
});
afterAll(async () => t?.close());

describe('the ledger is append-only and balanced', () => {
  it('posts an event once, however often it is posted', async () => {
    const id = '00000000-0000-4000-8000-0000000000e1';
    expect(await handle.db.transaction((tx) => postEntry(tx, payout(id)))).toBe(true);
    expect(await handle.db.transaction((tx) => postEntry(tx, payout(id)))).toBe(false);
    expect(await count()).toBe(1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of every ledger table', async () => {
    for (const statement of [
      sql`update ledger_lines set amount = amount * 2`,
      sql`delete from ledger_lines`,
      sql`update ledger_entries set occurred_at = now()`,
      sql`delete from ledger_entries`,
      sql`update ledger_accounts set code = code || 'x'`,
      sql`delete from ledger_accounts`,
      sql`truncate ledger_lines`,
      sql`truncate ledger_entries cascade`,
      sql`truncate ledger_accounts cascade`,
    ])
      await expect(handle.db.execute(statement)).rejects.toMatchObject(refusedWith(/append-only/));
    expect(await count()).toBe(1);
  });

  it('refuses at commit an entry whose lines do not sum to 0, or that has none', async () => {
    const account = sql`(select id from ledger_accounts where code = 'payouts')`;
    const unbalanced = await handle.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_entries (event_key, kind, occurred_at) values ('payout:x', 'payout', now())`,
        );
        await tx.execute(sql`insert into ledger_lines (entry_id, line_no, account_id, role, currency, amount, occurred_at)
          select currval('ledger_entries_id_seq'), 1, ${account}, 'payout', 'ARS', 100, now()`);
      })
      .then(() => 'committed', messages);
    expect(unbalanced).toMatch(/does not balance/);
    await expect(
      handle.db.execute(
        sql`insert into ledger_entries (event_key, kind, occurred_at) values ('payout:y', 'payout', now())`,
      ),
    ).rejects.toMatchObject(refusedWith(/has no lines/));
    await expect(
      handle.db.transaction((tx) => postEntry(tx, payout('00000000-0000-4000-8000-0000000000e2', 0.5))),
    ).rejects.toThrow(/not centavos/);
    expect(await count()).toBe(1);
  });
});
