/**
 * The server's warning that a class falls when the gym is closed (ADR 0022; ADR 0025 "Opening hours"),
 * with a button to send the same request again confirmed (`confirmOutsideHours: true`). Shared by the
 * new-class form and the session editor.
 * @module
 */
import { FormNotice } from '../../../components/Field';

/** Props of {@link OutsideHoursNotice}. */
export interface OutsideHoursNoticeProps {
  /** The server's Spanish text naming the session's day and hour. */
  message: string;
  /** The confirm button's label ("Crear la clase igual", "Guardar igual"). */
  confirmLabel: string;
  /** True while the request is in flight (the button is disabled). */
  busy: boolean;
  onConfirm: () => void;
}

/** The warning and its confirm button. */
export function OutsideHoursNotice({ message, confirmLabel, busy, onConfirm }: OutsideHoursNoticeProps) {
  return (
    <FormNotice kind="info">
      <p data-testid="outside-hours">{message}</p>
      <button type="button" className="button button--small" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </FormNotice>
  );
}
