/**
 * The "Tu pase vence en 3 días" reminders (ADR 0031): the daily `pass-expiry-push` job finds the passes
 * still usable that end within {@link PASS_EXPIRY_NOTICE_DAYS} days, last longer than that (a day pass
 * bought this morning needs no reminder), belong to a member with a subscribed device and were not
 * reminded yet; it records each decision (`push_pass_reminders`) in one transaction and, after the
 * commit, hands the notifications to the sender's background queue. A missed or repeated run reminds
 * nobody twice and nobody too late by more than a day. Each reminder is written in its member's language
 * (`users.locale`, else es-AR; ADR 0055): the job runs outside any request.
 * @module
 */
import { addDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { PASS_EXPIRY_NOTICE_DAYS } from '../../../shared/constants/push';
import type { Database } from '../../db/client';
import { withLocale } from '../../plugins/locale';
import type { Locale } from '../../../shared/messages/i18n/locales';
import { expiryNotification, type PassFacts } from './notifications';
import type { PushSender } from './sender';
import { rows } from '../../db/sql';

/** A pass due for its reminder, with its member. */
interface DueRow extends PassFacts {
  memberId: string;
  /** The member's language (`users.locale`), null when none was chosen. */
  memberLocale: Locale | null;
}

/**
 * Records and sends the reminders due at `now`.
 * @returns how many passes were reminded
 */
export async function sendExpiryReminders(db: Database, push: PushSender, now = new Date()): Promise<number> {
  const until = addDays(now, PASS_EXPIRY_NOTICE_DAYS);
  const lead = `${PASS_EXPIRY_NOTICE_DAYS} days`;
  const due = await db.transaction(async (tx) => {
    return rows<DueRow>(
      tx,
      sql`with due as (
            select p.id, p.member_id, p.gym_id, p.product_name, p.valid_until, g.name as gym_name, g.time_zone
              from passes p
              join gyms g on g.id = p.gym_id
             where p.revoked_at is null
               and p.member_id is not null
               and p.valid_until > ${now} and p.valid_until <= ${until}
               and p.valid_until - p.valid_from > ${lead}::interval
               and (p.uses_left is null or p.uses_left > 0)
               and exists (select 1 from push_subscriptions s where s.user_id = p.member_id)
               and not exists (select 1 from push_pass_reminders r where r.pass_id = p.id)),
          decided as (
            insert into push_pass_reminders (pass_id, decided_at)
            select id, ${now} from due
            on conflict (pass_id) do nothing
            returning pass_id)
          select d.id as "passId", d.member_id as "memberId", u.locale as "memberLocale", d.gym_id as "gymId",
                 d.gym_name as "gymName", d.product_name as "productName", d.valid_until as "validUntil",
                 d.time_zone as "timeZone"
            from due d join decided x on x.pass_id = d.id join users u on u.id = d.member_id`,
    );
  });
  for (const { memberLocale, ...row } of due) {
    // The payload is written now, in the member's language; the sender only delivers it later.
    const n = withLocale(memberLocale, () =>
      expiryNotification({ ...row, validUntil: new Date(row.validUntil) }, now),
    );
    push.notifyLater(row.memberId, n.payload, n.delivery);
  }
  return due.length;
}
