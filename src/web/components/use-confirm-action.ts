/**
 * The state around a {@link ConfirmDialog} that runs one mutation: the dialog opens on a button, shows
 * the mutation's progress and the server's refusal, closes on success, and forgets the refusal when
 * the person closes it.
 * @module
 */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConfirmDialogProps } from './ConfirmDialog';

/**
 * The texts of a confirmation: its title and its buttons' labels, and the label of the button that opens
 * it (`askLabel`; without it that button says the confirm label, as "Desbloquear" does).
 */
export type ConfirmTexts = Pick<
  ConfirmDialogProps,
  'title' | 'confirmLabel' | 'busyLabel' | 'cancelLabel'
> & {
  askLabel?: string;
};

/** The props a confirmation takes from {@link useConfirmAction} (all but `onConfirm` and its body). */
export type ConfirmState = ConfirmTexts & Pick<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'onClose'>;

/** What {@link useConfirmAction} answers. */
export interface ConfirmAction<TData, TVariables> {
  /** Opens the dialog. */
  ask: () => void;
  /** Sends the mutation; on success the dialog closes and `onDone` runs with the server's answer. */
  run: (variables: TVariables, onDone?: (data: TData) => void) => void;
  /** The dialog's props: spread them on a `ConfirmDialog` (or a `ReasonDialog`). */
  dialog: ConfirmState;
}

/**
 * A confirmation around `mutation`: open state, busy label while it runs, its error inside the dialog,
 * and a reset of the mutation when the dialog is closed.
 */
export function useConfirmAction<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
  texts: ConfirmTexts,
): ConfirmAction<TData, TVariables> {
  const [open, setOpen] = useState(false);
  const onClose = () => {
    setOpen(false);
    mutation.reset();
  };
  const run = (variables: TVariables, onDone?: (data: TData) => void) =>
    mutation.mutate(variables, {
      onSuccess: (data) => {
        setOpen(false);
        onDone?.(data);
      },
    });
  const error = mutation.isError ? mutation.error.message : null;
  return {
    ask: () => setOpen(true),
    run,
    dialog: { ...texts, open, busy: mutation.isPending, error, onClose },
  };
}
