/**
 * The seeded demo month of Pase BuscaGym (src/server/seed/demo-credits.ts, ADR 0045) read through the
 * real route: on a seeded database, the demo partner whose gyms the demo members visited most reads the
 * statement of the month before (`GET /api/partner/statement/{id}?month=`), JSON and CSV. Its lines are
 * the settled, unforgiven visits and classes the seed wrote at his gyms — day in the gym's zone, member,
 * kind, outcome, credits × the gym's rate — and `visits` is their sum, part of the closing; the forgiven
 * ones are not there. The trial balance stays 0.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementResponse } from '../../../src/shared/contract/ledger';
import { ledgerMessages } from '../../../src/shared/messages';
import { previousMonth } from '../../../src/server/seed/demo-credits';
import { buildAccountApp, sessionFor, type AccountTestApp, type Client } from '../account/helpers';
import { signedIn } from '../commerce/helpers';
import { openTestDatabase } from '../helpers/app';
import { expectBalanced } from './helpers';

let t: AccountTestApp;
let partnerId: string;
let owner: Client;
let month: string;

/** Rows of `query` on the test's database. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A line as the statement lists it, from the seed's own rows. */
interface Expected {
  day: string;
  memberName: string;
  kind: 'visit' | 'class';
  className: string | null;
  outcome: string;
  credits: number;
  amount: string;
}

beforeAll(async () => {
  const handle = await openTestDatabase({ seeded: true });
  t = await buildAccountApp({ handle });
  const { year, month: m } = previousMonth(new Date());
  month = `${year}-${String(m).padStart(2, '0')}`;
  const [top] = await rowsOf<{ partnerId: string }>(
    sql`select a.partner_id::text as "partnerId" from ledger_lines l join ledger_accounts a on a.id = l.account_id
         where l.role = 'visit' group by a.partner_id order by count(*) desc, a.partner_id limit 1`,
  );
  partnerId = top?.partnerId ?? '';
  owner = await sessionFor(t, partnerId);
});
afterAll(async () => {
  await t?.close();
  await t?.handle.close();
});

/** The settled, unforgiven visits and classes at the partner's gyms, from the credit rows themselves. */
async function expectedLines(): Promise<Expected[]> {
  const found = await rowsOf<Expected>(
    sql`select v.day::text as day, u.name as "memberName", 'visit' as kind, null as "className",
               case v.status when 'attended' then 'attended' when 'cancelled' then 'lateCancel' else 'noShow' end as outcome,
               v.credits, to_char(v.credits * t.rate_per_credit, 'FM999999990.00') as amount
          from credit_visits v join gyms g on g.id = v.gym_id join users u on u.id = v.user_id
          join gym_credit_terms t on t.gym_id = g.id
         where g.owner_id = ${partnerId}::uuid and v.settled_at is not null and not v.forgiven
        union all
        select to_char(s.starts_at at time zone g.time_zone, 'YYYY-MM-DD'), u.name, 'class', c.name,
               case b.status when 'attended' then 'attended' when 'cancelled' then 'lateCancel' else 'noShow' end,
               b.credits, to_char(b.credits * t.rate_per_credit, 'FM999999990.00')
          from bookings b join class_sessions s on s.id = b.session_id join classes c on c.id = s.class_id
          join gyms g on g.id = s.gym_id join users u on u.id = b.member_id
          join gym_credit_terms t on t.gym_id = g.id
         where g.owner_id = ${partnerId}::uuid and b.credit_settled_at is not null and not b.credit_forgiven`,
  );
  return found.map((r) => ({ ...r, credits: Number(r.credits) }));
}

const byDay = (a: Expected, b: Expected) =>
  a.day.localeCompare(b.day) || a.memberName.localeCompare(b.memberName) || a.kind.localeCompare(b.kind);
const centavos = (d: { $numberDecimal: string }) => Math.round(Number(d.$numberDecimal) * 100);

describe('the seeded partner’s statement of the month before', () => {
  it('lists the demo month’s settled visits and classes on their days, and they add up to `visits`', async () => {
    const res = await owner.get(`/api/partner/statement/${partnerId}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<StatementResponse>();
    const expected = (await expectedLines()).sort(byDay);
    const listed = s.visitLines
      .map((l) => ({
        day: l.day,
        memberName: l.memberName ?? '',
        kind: l.kind,
        className: l.className,
        outcome: l.outcome,
        credits: l.credits,
        amount: l.amount.$numberDecimal,
      }))
      .sort(byDay);
    expect(listed).toEqual(expected);
    // The script's gym 0: attended visits and classes, a late cancel and a no-show of visits.
    expect(listed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(listed.map((l) => `${l.kind}:${l.outcome}`))).toEqual(
      new Set(['visit:attended', 'class:attended', 'visit:lateCancel', 'visit:noShow']),
    );
    for (const line of listed) expect(line.day.slice(0, 7)).toBe(month);
    const sum = listed.reduce((acc, l) => acc + Math.round(Number(l.amount) * 100), 0);
    expect(centavos(s.visits)).toBe(sum);
    expect(centavos(s.closing)).toBe(
      centavos(s.opening) +
        centavos(s.sales) +
        centavos(s.visits) -
        centavos(s.commission) -
        centavos(s.refunds) -
        centavos(s.payouts),
    );
    // The forgiven no-shows at his gyms were settled too, but paid nothing: not listed.
    const [forgiven] = await rowsOf<{ n: number }>(
      sql`select ((select count(*) from credit_visits v join gyms g on g.id = v.gym_id
                    where g.owner_id = ${partnerId}::uuid and v.forgiven)
                + (select count(*) from bookings b join class_sessions cs on cs.id = b.session_id
                    join gyms g on g.id = cs.gym_id where g.owner_id = ${partnerId}::uuid and b.credit_forgiven))::int as n`,
    );
    expect(forgiven?.n).toBeGreaterThan(0);

    const csv = await owner.get(`/api/partner/statement/${partnerId}?month=${month}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[3]).toBe(ledgerMessages.csvVisitHeader.join(';'));
    expect(lines.slice(4)).toHaveLength(expected.length);
    for (const e of expected)
      expect(lines.slice(4).some((l) => l.startsWith(`${e.day};${e.memberName};`))).toBe(true);

    const { client: admin } = await signedIn(t, 'admin', 'Admin Demo');
    await expectBalanced(admin);
  });

  it('is empty for the month of the run: the demo month is the one before', async () => {
    const { year, month: m } = previousMonth(new Date());
    const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
    const res = await owner.get(`/api/partner/statement/${partnerId}?month=${next}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatementResponse>().visitLines).toEqual([]);
  });
});
