/**
 * The confirmation before spending credits (ADR 0045 "Spending"): what is booked, its cost in credits
 * and their value in ARS (the wallet's average cost, as the server will take it), until when a cancel
 * gives them back (in the gym's zone, docs/architecture.md §7) and the balance left — or why the
 * wallet is short. The server's refusal shows inside the dialog.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { useState } from 'react';
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { creditSpendMessages as m } from '../../../../shared/messages/credits-member.web';
import { Fact } from '../../../components/Fact';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatMoney } from '../../../lib/format';
import { valueOf, type Wallet } from '../model/charge';
import '../credits.css';

/** Props of {@link SpendDialog} (mount it when the member asks, with `open`). */
export interface SpendDialogProps {
  open: boolean;
  /** What is booked, in words ("Yoga, lunes 30 de noviembre a las 19:00."). */
  what: string;
  credits: number;
  wallet: Wallet;
  /** Until when a cancel gives the credits back. */
  deadline: Date;
  /** The gym's IANA zone, in which the deadline is written. */
  timeZone: string;
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog. */
export function SpendDialog({
  open,
  what,
  credits,
  wallet,
  deadline,
  timeZone,
  busy,
  error,
  onConfirm,
  onClose,
}: SpendDialogProps) {
  const value = valueOf(wallet, credits);
  const [day, time] = localDayAndTime(deadline, timeZone, activeLocale(), 'noYear');
  // The dialog is mounted when asked: the deadline is compared with that moment.
  const [askedAt] = useState(() => Date.now());
  const passed = deadline.getTime() <= askedAt;
  return (
    <ConfirmDialog
      open={open}
      title={m.confirmTitle}
      confirmLabel={m.confirm}
      busyLabel={m.confirming}
      cancelLabel={m.back}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      tone="primary"
      confirmDisabled={value === null}
    >
      <p>{what}</p>
      <dl className="spend-facts" data-testid="spend-facts">
        <Fact label={m.cost} testId="spend-cost">
          {m.costValue(
            credits,
            value === null ? '—' : formatMoney({ $numberDecimal: value }, PLATFORM_CURRENCY),
          )}
        </Fact>
        <Fact label={m.deadline} testId="spend-deadline">
          {m.deadlineAt(day, time)}
        </Fact>
      </dl>
      {passed && <p>{m.deadlinePassed}</p>}
      {value === null ? (
        <p role="alert">{m.notEnough(wallet.balance, credits)}</p>
      ) : (
        <p>{m.after(wallet.balance - credits)}</p>
      )}
    </ConfirmDialog>
  );
}
