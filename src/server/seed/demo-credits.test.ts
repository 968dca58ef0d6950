// The demo month of Pase BuscaGym (ADR 0045), seeded on PGlite: what the script makes of the members'
// wallets, the visits and bookings, the forgiven ones and the ledger, all dated in the month before the
// run; and a second seed writes nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buenosAiresMonth } from '../../shared/domain/dates';
import { rows } from '../db/sql';
import { DEMO_CREDIT_MEMBERS, previousMonth } from './demo-credits';
import { demoReviewers } from './demo-reviews';
import { seedDatabase } from './index';
import { migratedTestDatabase } from './test-database';

const handle = migratedTestDatabase();

const SEED_TIMEOUT_MS = 120_000;

/** How many rows each table the demo month writes holds. */
async function counts() {
  const tables = [
    'credit_plans',
    'gym_credit_terms',
    'credit_wallets',
    'credit_movements',
    'credit_visits',
    'bookings',
    'classes',
    'class_sessions',
    'orders',
    'ledger_entries',
    'ledger_lines',
  ];
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    out[table] = row?.n ?? -1;
  }
  return out;
}

describe('previousMonth', () => {
  it('is the Buenos Aires month before, across a year and at a month edge', () => {
    expect(previousMonth(new Date('2026-11-29T21:00:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(previousMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({ year: 2026, month: 12 });
    // 23:30 on 30 November in Buenos Aires (UTC−3) is already December in UTC.
    expect(previousMonth(new Date('2026-12-01T02:30:00Z'))).toEqual({ year: 2026, month: 10 });
  });
});

describe('the seeded month of Pase BuscaGym', () => {
  it(
    'writes the script through the module paths, dated in the month before, and nothing the second time',
    async () => {
      const first = await seedDatabase(handle.db);
      expect(first.credits).toMatchObject({
        plans: 2,
        gyms: 4,
        classes: 4,
        members: 3,
        visits: 10,
        bookings: 6,
      });
      expect(first.credits.sessions).toBeGreaterThan(first.credits.classes);

      const { year, month } = previousMonth(new Date());
      const monthText = `${year}-${String(month).padStart(2, '0')}`;
      const emails = demoReviewers()
        .slice(0, DEMO_CREDIT_MEMBERS)
        .map((r) => r.email);
      const wallets = await rows<{ email: string; balance: number; plan: string; status: string }>(
        handle.db,
        sql`select u.email, w.balance, p.name as plan, s.status
            from credit_wallets w join users u on u.id = w.user_id
            join credit_subscriptions s on s.user_id = w.user_id join credit_plans p on p.id = s.plan_id
           order by u.email`,
      );
      // Pase 20 less 8 spent, Pase 8 less 5, Pase 20 less 6 (forgiven and in-time credits came back).
      expect(wallets).toEqual([
        { email: emails[0], balance: 12, plan: 'Pase 20', status: 'active' },
        { email: emails[1], balance: 3, plan: 'Pase 8', status: 'active' },
        { email: emails[2], balance: 14, plan: 'Pase 20', status: 'active' },
      ]);
      const visits = await rows<{ status: string; forgiven: boolean; n: number }>(
        handle.db,
        sql`select status, forgiven, count(*)::int as n from credit_visits group by 1, 2 order by 1, 2`,
      );
      expect(visits).toEqual([
        { status: 'attended', forgiven: false, n: 6 },
        { status: 'cancelled', forgiven: false, n: 2 },
        { status: 'noShow', forgiven: false, n: 1 },
        { status: 'noShow', forgiven: true, n: 1 },
      ]);
      const bookings = await rows<{ status: string; forgiven: boolean; settled: boolean; n: number }>(
        handle.db,
        sql`select status, credit_forgiven as forgiven, credit_settled_at is not null as settled, count(*)::int as n
            from bookings where credits is not null group by 1, 2, 3 order by 1, 2, 3`,
      );
      expect(bookings).toEqual([
        { status: 'attended', forgiven: false, settled: true, n: 4 },
        { status: 'booked', forgiven: true, settled: true, n: 1 },
        { status: 'cancelled', forgiven: true, settled: false, n: 1 },
      ]);
      const movements = await rows<{ kind: string; n: number }>(
        handle.db,
        sql`select kind, count(*)::int as n from credit_movements group by 1 order by 1`,
      );
      expect(movements).toEqual([
        { kind: 'added', n: 3 },
        { kind: 'forgiven', n: 3 },
        { kind: 'returned', n: 1 },
        { kind: 'spent', n: 16 },
      ]);

      // The ledger: three months sold, 12 settlements, every one dated in the month; it balances, and the
      // liability is what the wallets hold (nothing is live any more).
      const entries = await rows<{ kind: string; at: string }>(
        handle.db,
        sql`select kind, occurred_at::text as at from ledger_entries order by occurred_at`,
      );
      expect(entries.filter((e) => e.kind === 'credits_sold')).toHaveLength(3);
      expect(entries.filter((e) => e.kind === 'credit_settled')).toHaveLength(12);
      for (const e of entries) expect(buenosAiresMonth(new Date(e.at)), e.at).toBe(monthText);
      const [sums] = await rows<{ total: string; liability: string; wallets: string }>(
        handle.db,
        sql`select (select sum(amount) from ledger_lines)::text as total,
                 (select sum(l.amount) from ledger_lines l join ledger_accounts a on a.id = l.account_id
                   where a.code = 'credit_liability')::text as liability,
                 (select sum(value_centavos) from credit_wallets)::text as wallets`,
      );
      expect(sums?.total).toBe('0');
      expect(Number(sums?.liability)).toBe(-Number(sums?.wallets));

      const before = await counts();
      const second = await seedDatabase(handle.db);
      expect(second.credits).toEqual({
        plans: 0,
        gyms: 0,
        classes: 0,
        sessions: 0,
        members: 0,
        visits: 0,
        bookings: 0,
      });
      expect(second.changed).toBe(false);
      expect(await counts()).toEqual(before);
    },
    SEED_TIMEOUT_MS,
  );
});
