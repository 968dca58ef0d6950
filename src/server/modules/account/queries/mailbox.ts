/**
 * SQL of the per-mailbox cap on account mails (table `mailbox_quotas`; ADR 0010): a sliding window
 * kept as the send times of the last hour, claimed in one conditional upsert so that concurrent
 * requests on several API processes never exceed the cap. Knows nothing of HTTP or mail.
 * @module
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailboxQuotas } from '../../../db/schema-accounts';

/** The cap: at most `maxMails` within `windowMs` (ms). */
export interface MailboxRule {
  maxMails: number;
  windowMs: number;
}

/**
 * Claims one send to `email` (lower-case) at `now`.
 * @returns true when fewer than `rule.maxMails` went to it within `rule.windowMs` (the send is then
 *   recorded), false otherwise (nothing changes)
 */
export async function claimMailboxSlot(
  db: Database,
  email: string,
  now: Date,
  rule: MailboxRule,
): Promise<boolean> {
  const q = mailboxQuotas;
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const recent = sql`array(select s from unnest(${q.sentAt}) as s where s > ${since} order by s)`;
  const rows = await db
    .insert(q)
    .values({ email, sentAt: sql`array[${at}]`, lastSentAt: now })
    .onConflictDoUpdate({
      target: q.email,
      set: { sentAt: sql`${recent} || ${at}`, lastSentAt: at },
      setWhere: sql`cardinality(${recent}) < ${rule.maxMails}`,
    })
    .returning({ email: q.email });
  return rows.length > 0;
}

/** Deletes the records of mailboxes that got nothing since `before`. */
export async function deleteStaleMailboxQuotas(db: Database, before: Date): Promise<void> {
  await db.delete(mailboxQuotas).where(lt(mailboxQuotas.lastSentAt, before));
}
