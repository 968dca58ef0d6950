/**
 * The per-mailbox cap on account mails (ADR 0010; OWASP ASVS 5.0 6.3.x "notification flooding"): at
 * most {@link MAILBOX_MAX_MAILS} activation, reset and "someone tried to register" mails per mailbox
 * within {@link MAILBOX_WINDOW_MS} (1 h), on top of the per-address rate limits. Refusals are silent:
 * the caller answers as if the mail went out. Counted in the database, so every API process shares it.
 * @module
 */
import { MAILBOX_MAX_MAILS, MAILBOX_WINDOW_MS } from '../../../../shared/constants/account';
import type { AccountContext } from '../context';
import { claimMailboxSlot, deleteStaleMailboxQuotas } from '../queries/mailbox';

/** The cap of ADR 0010: 3 mails per mailbox and hour. */
export const MAILBOX_RULE = { maxMails: MAILBOX_MAX_MAILS, windowMs: MAILBOX_WINDOW_MS };

/**
 * Claims a send to `email` (lower-case; it need not have an account, so that callers do the same work
 * for known and unknown addresses). Records older than the window are deleted on the way.
 * @returns true when the mail may go out (the send is counted), false when the mailbox had its share
 */
export async function claimMail(ctx: AccountContext, email: string, now = new Date()): Promise<boolean> {
  const allowed = await claimMailboxSlot(ctx.db, email, now, MAILBOX_RULE);
  await deleteStaleMailboxQuotas(ctx.db, new Date(now.getTime() - MAILBOX_WINDOW_MS));
  if (!allowed) ctx.log.info('account mail skipped: mailbox cap reached');
  return allowed;
}
