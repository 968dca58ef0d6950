/**
 * User-facing Spanish (es-AR, voseo) texts of partners' connected payment accounts (MercadoPago
 * marketplace; docs/decisions "payment providers and the MercadoPago marketplace") and of checkouts
 * that MercadoPago cannot take. Not in `messages/index.ts` (like the claims texts): the server and the
 * partner's profile block import this file directly, so the first screens stay under their budget.
 * @module
 */

/** Answers of the connect, callback and disconnect calls, and refusals of a checkout. */
export const paymentAccountMessages = {
  partnersOnly: 'Solo las cuentas de gimnasio pueden conectar una cuenta de MercadoPago.',
  notConfigured: 'La conexión con MercadoPago no está disponible en este momento.',
  connectStateInvalid:
    'El enlace de conexión con MercadoPago venció o ya se usó. Volvé a tu perfil y tocá "Conectar MercadoPago" otra vez.',
  connectDenied: 'No se conectó tu cuenta de MercadoPago: la autorización fue cancelada.',
  connectFailed: 'MercadoPago no confirmó la conexión. Probá de nuevo en unos minutos.',
  notConnected: 'No tenés una cuenta de MercadoPago conectada.',
  /** A product whose partner cannot be paid online (no connected account, in production). */
  onlinePaymentUnavailable: 'Pago online no disponible',
  onlinePaymentUnavailableCheckout:
    'Pago online no disponible: este gimnasio todavía no puede cobrar por MercadoPago. Consultá en el gimnasio cómo pagar.',
  /** A partner's plan as a MercadoPago subscription: its name on MercadoPago's page and the card statement. */
  planSubscriptionReason: (reference: string) => `Plan mensual de BuscaGym (${reference})`,
  /** The plan could not be cancelled at MercadoPago ("Botón de baja"): nothing changed. */
  planCancelUnavailable:
    'No pudimos dar de baja la suscripción en MercadoPago. Tu plan no cambió: probá de nuevo en unos minutos.',
  multiPartnerCart:
    'Tu carrito tiene productos de gimnasios que cobran por separado. Pagá los de cada gimnasio en una compra distinta.',
} as const;
