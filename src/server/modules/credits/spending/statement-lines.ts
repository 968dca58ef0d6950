/**
 * The Pase BuscaGym lines of a partner's monthly statement (ADR 0045, docs/architecture.md §5.2): every
 * visit or class paid with credits whose settlement (`credit:{id}:settled`, ./settle) paid the partner's
 * account in the month, with its day in the gym's zone, the member's name (no health data), what
 * happened (attended, no-show, late cancel) and what the gym was paid. Read from the ledger lines of the
 * partner's account (role `visit`), so the list adds up to the statement's `visits`; forgiven ones post
 * nothing and are not listed.
 * @module
 */
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../../../shared/contract/common';
import type { StatementVisit } from '../../../../shared/contract/ledger';
import { fromCentavos } from '../../../../shared/domain/money';
import type { Database } from '../../../db/client';
import { rows } from '../../../db/sql';

/** A row of {@link settledVisitsOfPartner}'s query. */
interface Row {
  day: string;
  memberName: string | null;
  gymId: string;
  gymName: string;
  kind: 'class' | 'visit';
  className: string | null;
  status: string;
  credits: number;
  amount: string;
}

/** What became of a settled entry of status `status` (a settled booking still `booked` was a no-show). */
function outcomeOf(status: string): StatementVisit['outcome'] {
  if (status === 'attended') return 'attended';
  return status === 'cancelled' ? 'lateCancel' : 'noShow';
}

/**
 * The settled visits and classes that paid partner `partnerId` in `currency` from `from` (included) to
 * `to` (excluded), by day, member and gym.
 */
export async function settledVisitsOfPartner(
  db: Database,
  partnerId: string,
  currency: string,
  from: Date,
  to: Date,
): Promise<StatementVisit[]> {
  const found = await rows<Row>(
    db,
    sql`with paid as (
          select split_part(e.event_key, ':', 2)::uuid as id, -l.amount as amount
            from ledger_accounts a join ledger_lines l on l.account_id = a.id
            join ledger_entries e on e.id = l.entry_id
           where a.code = ${`partner:${partnerId}`} and l.currency = ${currency} and l.role = 'visit'
             and e.kind = 'credit_settled'
             and l.occurred_at >= ${from.toISOString()}::timestamptz and l.occurred_at < ${to.toISOString()}::timestamptz)
        select v.day::text as day, u.name as "memberName", g.id as "gymId", g.name as "gymName",
               'visit' as kind, null as "className", v.status, v.credits, p.amount::text as amount
          from paid p join credit_visits v on v.id = p.id join gyms g on g.id = v.gym_id
          left join users u on u.id = v.user_id
        union all
        select to_char(s.starts_at at time zone g.time_zone, 'YYYY-MM-DD'), u.name, g.id, g.name,
               'class', c.name, b.status, b.credits, p.amount::text
          from paid p join bookings b on b.id = p.id join class_sessions s on s.id = b.session_id
          join classes c on c.id = s.class_id join gyms g on g.id = s.gym_id
          left join users u on u.id = b.member_id
        order by 1, 2, 4`,
  );
  return found.map((r) => ({
    day: r.day,
    memberName: r.memberName,
    gymId: r.gymId,
    gymName: r.gymName,
    kind: r.kind,
    className: r.className,
    outcome: outcomeOf(r.status),
    credits: Number(r.credits),
    amount: toDecimal(fromCentavos(Number(r.amount))),
  }));
}
