/**
 * Spanish (es-AR, voseo) texts only screens show about MercadoPago: the checkout button and the
 * partner's "Conectar MercadoPago" block. Not in `messages/index.ts`: the checkout and the partner's
 * profile import this file directly (the first screens stay under their budget).
 * @module
 */

/** The checkout with MercadoPago (a redirect to MercadoPago's checkout). */
export const mercadoPagoCheckoutMessages = {
  title: 'Pagá con MercadoPago',
  lead: 'Te llevamos a MercadoPago para pagar con tarjeta, dinero en cuenta o efectivo. Al terminar volvés acá.',
  pay: (total: string) => `Pagar ${total} con MercadoPago`,
  redirecting: 'Te estamos llevando a MercadoPago…',
} as const;

/** The partner's MercadoPago block on his profile. */
export const mercadoPagoConnectMessages = {
  title: 'Cobros con MercadoPago',
  unavailable: 'Los cobros con MercadoPago no están habilitados en este sitio.',
  disconnectedLead:
    'Conectá tu cuenta de MercadoPago para cobrar en línea lo que vendés en BuscaGym. BuscaGym retiene la comisión de tu plan en cada pago.',
  connect: 'Conectar MercadoPago',
  connected: (account: string) => `Tu cuenta de MercadoPago (${account}) está conectada.`,
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  disconnected: 'Desconectaste tu cuenta de MercadoPago.',
  justConnected: '¡Listo! Conectaste tu cuenta de MercadoPago.',
  connectError: 'No se pudo conectar tu cuenta de MercadoPago. Probá de nuevo.',
} as const;
