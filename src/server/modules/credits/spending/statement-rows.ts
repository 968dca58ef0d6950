/**
 * What a partner's statement says of the Pase BuscaGym visits it was paid for (ADR 0045 "Money in the
 * ledger"): for each settled booking or visit, its day in the gym's zone, the gym, the member's name (no
 * other member data, and nothing of health), class or open-gym visit, and why it was paid — attended,
 * a no-show, or a late cancel. The amounts come from the ledger's lines; this reads only the facts.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { anyOf } from '../../../db/array-params';
import { queryPrepared } from '../../../db/prepared';

/** Why a booking or visit was paid to the gym. */
export type PaidVisitReason = 'attended' | 'noShow' | 'lateCancel';

/** The facts of one paid booking or visit. */
export interface PaidVisitFacts {
  /** `YYYY-MM-DD` in the gym's zone: the visit's day or the class's start. */
  day: string;
  gymName: string;
  memberName: string;
  kind: 'class' | 'visit';
  reason: PaidVisitReason;
  credits: number;
}

/** The id of the booking or visit settled by entry `eventKey` (`credit:{id}:settled`), or null. */
export const settledIdOf = (eventKey: string): string | null =>
  /^credit:([0-9a-f-]{36}):settled$/.exec(eventKey)?.[1] ?? null;

/**
 * The facts of the bookings and visits `ids` (those that are neither are left out).
 * @returns by id
 */
export async function paidVisitFacts(db: Database, ids: readonly string[]): Promise<Map<string, PaidVisitFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await queryPrepared<PaidVisitFacts & { id: string }>(
    db,
    sql`select v.id, v.day::text as day, g.name as "gymName", coalesce(u.name, '') as "memberName", 'visit' as kind,
               case v.status when 'attended' then 'attended' when 'noShow' then 'noShow' else 'lateCancel' end as reason,
               v.credits
          from credit_visits v join gyms g on g.id = v.gym_id left join users u on u.id = v.user_id
         where ${anyOf(sql`v.id`, ids, 'uuid')}
        union all
        select b.id, (s.starts_at at time zone g.time_zone)::date::text, g.name, coalesce(u.name, ''), 'class',
               case b.status when 'attended' then 'attended' when 'cancelled' then 'lateCancel' else 'noShow' end,
               b.credits
          from bookings b join class_sessions s on s.id = b.session_id join gyms g on g.id = s.gym_id
          left join users u on u.id = b.member_id
         where ${anyOf(sql`b.id`, ids, 'uuid')} and b.credits is not null`,
  );
  return new Map(rows.map(({ id, ...facts }) => [id, { ...facts, credits: Number(facts.credits) }]));
}
