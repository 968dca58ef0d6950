/**
 * Locking an account and unlocking an e-mail (ADR 0018 "Locks"), each behind a confirmation that names
 * what it does: a lock ends the account's sessions and unpublishes a partner's published gyms; an
 * unlock lets it in again and publishes the gyms the lock held. Both may ask for the authenticator's
 * code first (ADR 0019).
 * @module
 */
import { LOCK_REASON_MAX_LENGTH, LOCK_REASON_MIN_LENGTH } from '../../../../shared/constants/admin';
import type { AdminAccountDetail } from '../../../../shared/contract/admin';
import { adminMessages } from '../../../../shared/messages/admin';
import { adminAccountMessages as m } from '../../../../shared/messages/admin.web';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction, type ConfirmTexts } from '../../../components/use-confirm-action';
import { useLock, useUnlock } from '../api/api';
import { ReasonButton, reasonRules } from './ReasonDialog';

/** The reason of a lock or a ban (the audit log keeps it), in the page's language (read per render). */
export const lockReason = () =>
  reasonRules(m, adminMessages.reason, LOCK_REASON_MIN_LENGTH, LOCK_REASON_MAX_LENGTH);

/** The texts of a lock's (or a ban's) confirmation titled `title`. */
export const lockTexts = (title: string): ConfirmTexts => ({
  title,
  confirmLabel: m.lockSubmit,
  busyLabel: m.locking,
  cancelLabel: m.cancel,
});

/** "Bloquear la cuenta" and its dialog, for a live account that is not an administrator's. */
export function LockAccountButton({ account }: { account: AdminAccountDetail }) {
  const toast = useToast();
  const name = account.name ?? account.email ?? account._id;
  const published = account.partner?.publishedGyms ?? 0;
  const locking = useConfirmAction(useLock(), { ...lockTexts(m.lockDialogTitle(name)), askLabel: m.lock });
  const confirm = (reason: string) =>
    locking.run({ userId: account._id, reason }, (answer) =>
      toast({ kind: 'success', text: m.locked(name, answer.sessionsEnded, answer.gymsHeld) }),
    );
  return (
    <ReasonButton action={locking} className="button button--danger" rules={lockReason()} onConfirm={confirm}>
      <p data-testid="lock-consequence">
        <strong>{m.lockConsequence(name, account.activeSessions, published)}</strong>
      </p>
      <p>{m.lockAfter}</p>
      {published > 0 && <p>{m.lockGymsBack}</p>}
    </ReasonButton>
  );
}

/** Props of {@link UnlockButton}. */
export interface UnlockButtonProps {
  email: string;
  /** The account's name, or the e-mail for a ban without an account. */
  who: string;
  /** Gyms the lock holds (null: a partner, not counted here; 0: none or not a partner). */
  heldGyms: number | null;
  small?: boolean;
}

/** "Desbloquear" and its confirmation. */
export function UnlockButton({ email, who, heldGyms, small = false }: UnlockButtonProps) {
  const toast = useToast();
  const unlocking = useConfirmAction(useUnlock(), {
    title: m.unlockDialogTitle(who),
    confirmLabel: m.unlock,
    busyLabel: m.unlocking,
    cancelLabel: m.cancel,
  });
  const confirm = () =>
    unlocking.run(email, (answer) =>
      toast({ kind: 'success', text: m.unlocked(answer.email, answer.gymsPublished, answer.gymsPlanHeld) }),
    );
  return (
    <ConfirmButton
      action={unlocking}
      ariaLabel={m.unlockLabel(email)}
      className={small ? 'button button--secondary button--small' : 'button button--secondary'}
      onConfirm={confirm}
    >
      <p data-testid="unlock-consequence">{m.unlockConsequence(who, heldGyms)}</p>
    </ConfirmButton>
  );
}
