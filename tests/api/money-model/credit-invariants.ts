/**
 * What must hold of Pase BuscaGym after every step of the money model (docs/architecture.md §5.2,
 * ADR 0045), read on the whole shared database: wallets, the credit liability and what gyms are paid.
 * Amounts in integer centavos.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { World } from './world';

async function rowsOf<T>(world: World, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await world.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every booking and visit paid with credits: id, gym, credits, and whether the gym was paid for it. */
const SPENDS = sql`(select b.id, s.gym_id, b.credits, (b.credit_settled_at is not null and not b.credit_forgiven) as paid
                      from bookings b join class_sessions s on s.id = b.session_id where b.credits is not null
                    union all
                    select v.id, v.gym_id, v.credits, v.settled_at is not null as paid from credit_visits v)`;

/** The signed credits and value of a movement: added, returned and forgiven ones add, the rest take. */
const signed = (column: string) =>
  sql.raw(`case when m.kind in ('added', 'returned', 'forgiven') then m.${column} else -m.${column} end`);

/**
 * Counts of every broken rule; each must be 0:
 * - `walletNegative`: a wallet below 0 credits or centavos;
 * - `walletOff`: a wallet whose credits or value differ from the sum of its movements;
 * - `liabilityOff`: the `credit_liability` account differs from the value of what members hold — their
 *   wallets, and the bookings and visits booked and not yet settled;
 * - `paidWithoutEntry` / `entryWithoutPaid`: a booking or visit paid to its gym without its
 *   `credit:{id}:settled` entry, or such an entry for one that was not (returned, forgiven or still live);
 * - `gymPaidOff`: a settled entry whose partner line is not the credits × the gym's rate per credit.
 */
export async function brokenCreditRules(world: World): Promise<Record<string, number>> {
  const [row] = await rowsOf<Record<string, string>>(
    world,
    sql`select
      (select count(*) from credit_wallets where balance < 0 or value_centavos < 0) as "walletNegative",
      (select count(*) from credit_wallets w left join
          (select m.user_id, sum(${signed('credits')}) as credits, sum(${signed('value_centavos')}) as value
             from credit_movements m group by m.user_id) s on s.user_id = w.user_id
        where w.balance <> coalesce(s.credits, 0) or w.value_centavos <> coalesce(s.value, 0)) as "walletOff",
      (select count(*) where
          (select -coalesce(sum(l.amount), 0) from ledger_lines l join ledger_accounts a on a.id = l.account_id
            where a.code = 'credit_liability')
          <> (select coalesce(sum(value_centavos), 0) from credit_wallets)
           + (select coalesce(sum(credit_value_centavos), 0) from bookings
               where credits is not null and credit_settled_at is null and status in ('booked', 'attended'))
           + (select coalesce(sum(value_centavos), 0) from credit_visits where status = 'booked')) as "liabilityOff",
      (select count(*) from ${SPENDS} x where x.paid
          and not exists (select 1 from ledger_entries e where e.event_key = 'credit:' || x.id || ':settled')) as "paidWithoutEntry",
      (select count(*) from ${SPENDS} x where not x.paid
          and exists (select 1 from ledger_entries e where e.event_key = 'credit:' || x.id || ':settled')) as "entryWithoutPaid",
      (select count(*) from ${SPENDS} x
          join ledger_entries e on e.event_key = 'credit:' || x.id || ':settled'
          join gym_credit_terms t on t.gym_id = x.gym_id
         where (select -sum(l.amount) from ledger_lines l join ledger_accounts a on a.id = l.account_id and a.kind = 'partner'
                 where l.entry_id = e.id) <> x.credits * round(t.rate_per_credit * 100)) as "gymPaidOff"`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** What partner `partnerId`'s gyms earned from credits spent there (credits × rate), centavos. */
export async function creditEarnings(world: World, partnerId: string): Promise<number> {
  const [row] = await rowsOf<{ earned: string }>(
    world,
    sql`select coalesce(sum(x.credits * round(t.rate_per_credit * 100)), 0)::bigint::text as earned
          from ${SPENDS} x join gyms g on g.id = x.gym_id join gym_credit_terms t on t.gym_id = x.gym_id
         where x.paid and g.owner_id = ${partnerId}::uuid`,
  );
  return Number(row?.earned ?? 0);
}
