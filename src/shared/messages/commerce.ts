/**
 * User-facing Spanish (es-AR, voseo) texts of commerce: products, cart, checkout, orders, passes and
 * the receipt mail (docs/architecture.md §5; SPEC §4 cart rules). Re-exported by `messages/index.ts`.
 * @module
 */
import { CART_MAX_LINES, CART_MAX_QTY, ORDER_MAX_TOTAL_ARS } from '../constants/commerce';
import type { Currency } from '../domain/currency';
import { formatArs } from '../domain/money';

/** Each currency as a sentence names it (ADR 0053). */
export const currencyNames: Readonly<Record<Currency, string>> = {
  ARS: 'pesos argentinos',
  MXN: 'pesos mexicanos',
  BRL: 'reales',
};

/** Answers of the cart, checkout, order and pass calls. */
export const commerceMessages = {
  membershipName: 'Cuota mensual',
  gymNotSelling: 'No encontramos ese gimnasio. Puede que ya no esté publicado.',
  membersOnly: 'Solo las cuentas de miembro pueden comprar. Las cuentas de gimnasio y de administración no.',
  productNotFound: 'Ese producto no existe o ya no está a la venta.',
  productInactive: 'Ese producto ya no está a la venta.',
  notInCart: 'Ese producto no está en tu carrito.',
  qtyTooHigh: `Podés llevar hasta ${CART_MAX_QTY} unidades de cada producto.`,
  tooManyLines: `Tu carrito puede tener hasta ${CART_MAX_LINES} productos distintos.`,
  /** A cart holds one currency (ADR 0053): `cart` is the cart's, `product` the one refused. */
  currencyMismatch: (cart: Currency, product: Currency) =>
    `Tu carrito tiene productos en ${currencyNames[cart]} y este se paga en ${currencyNames[product]}. ` +
    'Cada compra va en una sola moneda: pagá o vaciá tu carrito antes de agregarlo.',
  qtyInvalid: `La cantidad debe ser un número entero entre 1 y ${CART_MAX_QTY}.`,
  productIdInvalid: 'El identificador del producto no es válido.',
  actionInvalid: 'La acción del carrito no es válida.',
  cartEmpty: 'Tu carrito está vacío. Agregá algún producto antes de pagar.',
  cartNeedsReview:
    'Cambiaron precios o hay productos que ya no están a la venta. Revisá tu carrito y confirmá antes de pagar.',
  totalTooHigh: `El total supera el máximo por compra (${formatArs(ORDER_MAX_TOTAL_ARS)}). Dividí la compra en partes.`,
  idempotencyKeyMissing: 'Falta el encabezado Idempotency-Key (de 16 a 100 letras, números, - o _).',
  idempotencyKeyReused: 'Esa clave de idempotencia ya se usó para otra compra.',
  paymentInProgress: 'Ya hay un pago en curso para tu carrito. Esperá a que termine.',
  orderNotFound: 'No encontramos esa compra.',
  orderNotPending: 'Esa compra ya no está pendiente de pago.',
  orderNotYours: 'Solo podés ver tus propias compras.',
  providerMismatch: 'Esa compra se paga con otro medio de pago.',
  cardLast4Invalid: 'Ingresá los últimos 4 dígitos de la tarjeta.',
  paymentDeclined:
    'El pago fue rechazado. No se cobró nada y tu carrito sigue igual: probá con otra tarjeta.',
  paymentUnavailable: 'No pudimos comunicarnos con el medio de pago. Probá de nuevo en unos minutos.',
  webhookInvalid: 'La firma del evento no es válida.',
  passNotFound: 'Ese pase no existe.',
  passInvalid: 'El código del pase no es válido.',
  passNotYours: 'Ese pase es de otro gimnasio.',
  doorCodeAmbiguous: 'Ese código corto coincide con más de un pase: escaneá el QR.',
  passCodeUsed: 'Código ya usado',
  passCodeExpired: 'Código vencido, pedile al socio que lo actualice',
  doorRateLimited: (ms: number) =>
    `Leíste demasiados códigos seguidos. Esperá ${Math.max(1, Math.ceil(ms / 1000))} segundos y probá de nuevo.`,
  passRevoked: 'Ese pase fue anulado.',
  checkinPartnersOnly: 'Solo la cuenta de empresa del gimnasio puede registrar entradas.',
} as const;

/** Labels of the order states, as the member reads them. */
export const orderStatusLabels = {
  pending: 'Pendiente de pago',
  paid: 'Pagada',
  failed: 'Rechazada',
  cancelled: 'Cancelada',
  refunded: 'Reintegrada',
} as const;

/** Why a pass is not valid now (verification answer). */
export const passStateLabels = {
  valid: 'Válido',
  notYetValid: 'Todavía no es válido',
  expired: 'Vencido',
  usedUp: 'Sin usos disponibles',
  revoked: 'Anulado',
} as const;

/** The receipt e-mail (plain text and HTML are composed on the server from these). */
export const receiptMailMessages = {
  subject: (reference: string) => `Tu compra ${reference} en BuscaGym`,
  greeting: (name: string) => `Hola, ${name}:`,
  intro: 'Gracias por tu compra. Este es tu comprobante.',
  reference: 'Compra',
  date: 'Fecha',
  line: (qty: number, name: string, gym: string, amount: string) => `${qty} × ${name} (${gym}): ${amount}`,
  total: 'Total',
  passes: 'Tus pases digitales están en "Mis compras": mostrá el código QR en la puerta del gimnasio.',
  demo: 'Modo demostración: no se cobró dinero real.',
  footer: 'BuscaGym — encontrá tu gimnasio en Buenos Aires.',
} as const;
