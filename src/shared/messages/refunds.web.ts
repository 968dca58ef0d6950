/**
 * Spanish (es-AR, voseo) texts of the refund dialog (ADR 0027), for the partner's sales and the
 * administrators. Not re-exported by `messages/index.ts` (ADR 0013).
 * @module
 */

/** The "Reembolsar" button and its dialog. */
export const refundDialogMessages = {
  open: 'Reembolsar',
  openFor: (reference: string) => `Reembolsar la compra ${reference}`,
  title: (reference: string) => `Reembolsar la compra ${reference}`,
  amount: 'Monto a reembolsar (vacío: todo lo que queda)',
  amountInvalid: 'Escribí un monto en pesos, por ejemplo 2.000,50.',
  reason: 'Motivo',
  submit: 'Confirmar el reembolso',
  sending: 'Reembolsando…',
  done: (reference: string) => `Reembolsaste dinero de la compra ${reference}.`,
  pending: 'El medio de pago no respondió todavía: el reembolso queda pedido y se reintenta solo.',
  refunded: 'Reembolsado',
};

/** What a sale or an order shows once money of it was refunded (ADR 0027). */
export const refundedNoteMessages = {
  /** "Reintegrado $ 10.000 · Queda $ 25.000": both amounts already formatted. */
  note: (refunded: string, left: string) => `Reintegrado ${refunded} · Queda ${left}`,
};
