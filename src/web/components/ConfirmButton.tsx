/**
 * A button that opens the confirmation of a {@link useConfirmAction} and that confirmation: the pair
 * every "do this, after a question" action draws (publish a gym, unlock an e-mail, keep a review,
 * revoke a feed, delete a service…).
 * @module
 */
import type { ReactNode } from 'react';
import { ActionButton, type ActionButtonProps } from './ActionButton';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmState, ConfirmTexts } from './use-confirm-action';

/** The props of a button that opens a confirmation: its text is the confirmation's (`askLabel`). */
export type AskButtonProps = Omit<ActionButtonProps, 'label'>;

/** The text of the button that opens `dialog`: its `askLabel`, or else its confirm label. */
export const askLabel = (dialog: ConfirmTexts): string => dialog.askLabel ?? dialog.confirmLabel;

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends AskButtonProps {
  /** What `useConfirmAction` answers: `ask` opens the dialog, `dialog` are its props. */
  action: { ask: () => void; dialog: ConfirmState };
  /** Runs the action (usually `action.run(…)`). */
  onConfirm: () => void;
  /** What the action does, in words (the dialog's body). */
  children: ReactNode;
}

/** The button and its confirmation. */
export function ConfirmButton({ action, onConfirm, children, ...button }: ConfirmButtonProps) {
  return (
    <>
      <ActionButton {...button} label={askLabel(action.dialog)} onClick={action.ask} />
      <ConfirmDialog {...action.dialog} onConfirm={onConfirm}>
        {children}
      </ConfirmDialog>
    </>
  );
}
