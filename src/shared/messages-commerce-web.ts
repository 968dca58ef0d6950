/**
 * Spanish (es-AR, voseo) texts of the commerce screens: products on the gym detail, the cart, the
 * checkout at `/stripe` (SPEC §2), "Mis compras" and the digital pass. Re-exported by `messages.ts`.
 * @module
 */
import { DEMO_DECLINE_CARD } from './constants-commerce';

/** The demo-mode notice (ARCHITECTURE §3 "payments"): on every screen where money shows in `manual` mode. */
export const demoModeMessages = {
  notice: 'Modo demostración: no se cobra dinero real',
  declineHint: `Para probar un rechazo usá la tarjeta ${DEMO_DECLINE_CARD}.`,
} as const;
