/**
 * The two answers of an administrator's queue item (ADR 0018 "Moderation"): one that only asks to
 * confirm (keep a review, approve a claim) and one that asks why (hide a review, reject a claim: the
 * reason goes to the audit log and to the person concerned). Each opens its dialog; the server's
 * refusal shows inside it, and a success closes it with a toast.
 * @module
 */
import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction, type ConfirmAction } from '../../../components/use-confirm-action';
import { ReasonButton, type ReasonRules } from './ReasonDialog';

/** The texts of one answer: its button, the button's accessible name, the dialog and its busy label. */
export interface DecisionTexts {
  action: string;
  actionLabel: string;
  title: string;
  busy: string;
  /** What the answer does, in words (the consequence). */
  consequence: ReactNode;
}

/** Props of {@link DecisionActions}; `V` is what the decision mutation sends. */
export interface DecisionActionsProps<V> {
  /** The answer that only asks to confirm. */
  confirm: DecisionTexts & { primary?: boolean };
  /** The answer that asks for a reason, with the reason field's texts and lengths. */
  refuse: DecisionTexts & { reason: ReasonRules };
  cancelLabel: string;
  /** The decision's mutation: its refusal shows in the open dialog, its success closes it. */
  mutation: UseMutationResult<unknown, Error, V>;
  /** What the mutation sends for a decision (`reason` undefined: the confirmation). */
  variables: (reason: string | undefined) => V;
  /** The toast of a sent decision. */
  successText: (reason: string | undefined) => string;
}

/** The two buttons and their dialogs. */
export function DecisionActions<V>({
  confirm,
  refuse,
  cancelLabel,
  mutation,
  variables,
  successText,
}: DecisionActionsProps<V>) {
  const toast = useToast();
  const confirming = useConfirmAction(mutation, {
    title: confirm.title,
    confirmLabel: confirm.action,
    busyLabel: confirm.busy,
    cancelLabel,
  });
  const refusing = useConfirmAction(mutation, {
    title: refuse.title,
    confirmLabel: refuse.action,
    busyLabel: refuse.busy,
    cancelLabel,
  });
  const decide = (action: ConfirmAction<unknown, V>, reason?: string) =>
    action.run(variables(reason), () => toast({ kind: 'success', text: successText(reason) }));
  return (
    <div className="wrap-row admin-review__actions">
      <ConfirmButton
        action={confirming}
        ariaLabel={confirm.actionLabel}
        className={`button button--small${confirm.primary ? '' : ' button--secondary'}`}
        onConfirm={() => decide(confirming)}
      >
        {confirm.consequence}
      </ConfirmButton>
      <ReasonButton
        action={refusing}
        ariaLabel={refuse.actionLabel}
        className="button button--secondary button--small button--danger-text"
        rules={refuse.reason}
        onConfirm={(reason) => decide(refusing, reason)}
      >
        {refuse.consequence}
      </ReasonButton>
    </div>
  );
}
