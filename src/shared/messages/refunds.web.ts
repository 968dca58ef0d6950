/**
 * Spanish (es-AR, voseo) texts of the refund dialog (ADR 0027), for the partner's sales and the
 * administrators. Not re-exported by `messages/index.ts` (ADR 0013).
 * @module
 */
import { room } from './i18n/room';
import { refundDialogCatalog, refundedNoteCatalog } from './locales/es-AR/refunds.web';

/** The "Reembolsar" button and its dialog. */
export const refundDialogMessages = /* @__PURE__ */ room(refundDialogCatalog, {
  open: /*i18n*/ { id: 'refundDialog.open' },
  openFor: /*i18n*/ { id: 'refundDialog.openFor', args: ['reference'] },
  title: /*i18n*/ { id: 'refundDialog.title', args: ['reference'] },
  amount: /*i18n*/ { id: 'refundDialog.amount' },
  amountInvalid: /*i18n*/ { id: 'refundDialog.amountInvalid' },
  reason: /*i18n*/ { id: 'refundDialog.reason' },
  submit: /*i18n*/ { id: 'refundDialog.submit' },
  sending: /*i18n*/ { id: 'refundDialog.sending' },
  done: /*i18n*/ { id: 'refundDialog.done', args: ['reference'] },
  pending: /*i18n*/ { id: 'refundDialog.pending' },
  refunded: /*i18n*/ { id: 'refundDialog.refunded' },
});

/** What a sale or an order shows once money of it was refunded (ADR 0027). */
export const refundedNoteMessages = /* @__PURE__ */ room(refundedNoteCatalog, {
  /** "Reintegrado $ 10.000 · Queda $ 25.000": both amounts already formatted. */
  note: /*i18n*/ { id: 'refundedNote.note', args: ['refunded', 'left'] },
});
