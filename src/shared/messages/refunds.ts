/**
 * User-facing Spanish (es-AR, voseo) texts of refunds and of the consumer's legal buttons (ADR 0027):
 * the answers of the refund and withdrawal calls and their mails. The link texts "Botón de
 * arrepentimiento" and "Botón de baja" are the ones Res. SCI 424/2020 and Disp. 954/2025 name.
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import {
  PARTNER_REFUND_DAYS,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
  WITHDRAWAL_DAYS,
} from '../constants/refunds';

/** Answers of the refund calls. */
export const refundMessages = {
  orderInvalid: 'El identificador de la compra no es válido.',
  reason: `Contá el motivo del reembolso, entre ${REFUND_REASON_MIN_LENGTH} y ${REFUND_REASON_MAX_LENGTH} caracteres.`,
  amount: 'El monto a reembolsar tiene que ser mayor que cero, en pesos con hasta 2 decimales.',
  orderNotFound: 'No encontramos esa compra.',
  /** 404 to a partner: the order has no sale of his (same text whether it exists or not). */
  partnerOrderNotFound: 'No encontramos esa compra entre tus ventas.',
  planNotRefundable:
    'Los pagos de planes no se reembolsan desde acá: el plan se da de baja con el «Botón de baja».',
  /** 409: a month of Pase BuscaGym is not refundable yet (ADR 0045 "Consequences"). */
  creditsNotRefundable:
    'Los meses del Pase BuscaGym todavía no se reembolsan: el pase se cancela desde «Mis créditos» y los créditos siguen hasta fin de mes.',
  notPaid: 'Solo se puede reembolsar una compra pagada.',
  nothingLeft: 'Esta compra ya se reembolsó completa.',
  /** 409 when the amount asked exceeds what is left to refund. */
  overRefund: (left: string) => `No podés reembolsar más de lo que queda de la compra: ${left}.`,
  partnerTooLate: `Pasaron más de ${PARTNER_REFUND_DAYS} días desde la compra. Para reembolsarla, escribile a la administración de BuscaGym.`,
  partnersOnly: 'Solo el socio dueño del gimnasio puede reembolsar las ventas del gimnasio.',
  /** 409: the `Idempotency-Key` already named a refund of this purchase asked with other parameters. */
  idempotencyKeyReused:
    'Esa clave de idempotencia ya se usó para otro reembolso de esta compra. Mandá una clave nueva para un pedido distinto.',
  /** 202: the provider did not answer; the refund is retried on its own. */
  providerPending: 'El medio de pago no respondió. Dejamos el reembolso pedido y lo reintentamos solos.',
};

/** The mail to the member whose purchase was refunded. */
export const refundMailMessages = {
  subject: (reference: string) => `Te devolvimos dinero de tu compra ${reference}`,
  greeting: (name: string) => `Hola, ${name}:`,
  intro: (amount: string, reference: string) => `Te reembolsamos ${amount} de tu compra ${reference}.`,
  reason: 'Motivo',
  full: 'El reembolso es total: los pases de esta compra ya no sirven.',
  partial: 'El reembolso es parcial: tus pases siguen activos con lo que queda de la compra.',
  /** One line per class booking the voided passes lost: "Yoga en Gym Centro, lunes, 30 de noviembre, 19:00". */
  cancelledClasses: (classes: readonly string[]) =>
    classes.length === 1
      ? `Cancelamos tu reserva de esta clase y liberamos tu lugar: ${classes[0]}.`
      : `Cancelamos tus reservas de estas clases y liberamos tus lugares: ${classes.join('; ')}.`,
  cancelledClass: (name: string, gym: string, day: string, time: string) =>
    `${name} en ${gym}, ${day}, ${time}`,
  timing:
    'El dinero vuelve por el mismo medio con el que pagaste. Según tu banco o tarjeta puede tardar unos días en verse.',
  footer: 'BuscaGym · Este mail se envió porque se reembolsó una compra tuya.',
};

/** Answers of the withdrawal call ("Botón de arrepentimiento", Ley 24.240 art. 34). */
export const withdrawalMessages = {
  reference: 'Escribí el código de la compra, como figura en el comprobante (por ejemplo BG-7K3M9QX2).',
  email: 'Escribí el e-mail con el que hiciste la compra.',
  /** 404 for a wrong pair or a purchase out of term: never says whether the reference exists. */
  notFound: `No encontramos una compra con ese código y ese e-mail hecha en los últimos ${WITHDRAWAL_DAYS} días. Revisá los datos del comprobante.`,
  rateLimited: (ms: number) =>
    `Hiciste muchos pedidos seguidos. Probá de nuevo en ${Math.max(1, Math.ceil(ms / 60_000))} minutos.`,
};

/** The mail that confirms a withdrawal request with its number. */
export const withdrawalMailMessages = {
  subject: (number: string) => `Recibimos tu arrepentimiento de compra · ${number}`,
  greeting: 'Hola:',
  intro: (reference: string) => `Recibimos tu pedido de arrepentimiento de la compra ${reference}.`,
  number: 'Número de trámite',
  refunded: 'Ya pedimos el reembolso de los pases sin usar. Te llega otro mail cuando se acredite.',
  review:
    'Algún pase de la compra ya se usó, así que la administración revisa el pedido y te contesta por mail.',
  law: 'Derecho de arrepentimiento: Ley 24.240, art. 34, y Resolución 424/2020 de la Secretaría de Comercio Interior.',
  footer: 'BuscaGym · Este mail se envió porque se usó el Botón de arrepentimiento con tu e-mail.',
};
