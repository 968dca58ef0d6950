/**
 * The "¿Cómo te fue en {gym}?" invitations (ADR 0024): the hourly `review-invites` job finds the
 * members admitted at a published gym's door between 48 and 24 hours ago (the delay is configurable:
 * `REVIEW_INVITE_DELAY_MS`) who have not reviewed it,
 * did not opt out, and were not invited about that gym within `REVIEW_VISIT_WINDOW_DAYS`; it records
 * each invitation (`review_invites`) and queues its mail in the same transaction (the outbox, ADR
 * 0008). Overlapping hourly windows invite nobody twice: the recorded invitation holds for the window.
 * @module
 */
import { hoursToMilliseconds, subDays, subHours, subMilliseconds } from 'date-fns';
import { sql } from 'drizzle-orm';
import { REVIEW_INVITE_DELAY_HOURS, REVIEW_VISIT_WINDOW_DAYS } from '../../../shared/constants/reviews';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import { rows } from '../../db/sql';

/**
 * Records and queues the invitations due at `now`: for the visits from `delayMs` + one day ago to
 * `delayMs` ago.
 * @param delayMs - how long after a visit its invitation is due (default one day; e2e use 0)
 * @returns how many invitations were queued
 */
export async function sendDueInvites(
  db: Database,
  jobs: JobQueue,
  now = new Date(),
  delayMs = hoursToMilliseconds(REVIEW_INVITE_DELAY_HOURS),
): Promise<number> {
  const to = subMilliseconds(now, delayMs);
  const from = subHours(to, REVIEW_INVITE_DELAY_HOURS);
  const renewBefore = subDays(now, REVIEW_VISIT_WINDOW_DAYS);
  return db.transaction(async (tx) => {
    const invited = await rows<{ memberId: string; gymId: string }>(
      tx,
      sql`with due as (
            select distinct v.member_id, v.gym_id
              from pass_visits v
             where v.visited_at >= ${from} and v.visited_at < ${to} and v.member_id is not null)
          insert into review_invites (member_id, gym_id, sent_at)
          select d.member_id, d.gym_id, ${now}
            from due d
            join gyms g on g.id = d.gym_id and g.gym_active
            left join member_profiles p on p.user_id = d.member_id
           where not coalesce(p.review_mail_opt_out, false)
             and not exists (select 1 from reviews r where r.author_id = d.member_id and r.gym_id = d.gym_id)
          on conflict (member_id, gym_id) do update set sent_at = excluded.sent_at
             where review_invites.sent_at < ${renewBefore}
          returning member_id as "memberId", gym_id as "gymId"`,
    );
    for (const invite of invited) await jobs.sendInTransaction(tx, QUEUES.reviewInviteMail.name, invite);
    return invited.length;
  });
}
