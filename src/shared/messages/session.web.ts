/**
 * User-facing Spanish (es-AR, voseo) texts of the route guards every screen passes (ADR 0005), apart
 * from the account screens' texts (./account.web) so that the first screen does not carry those
 * (ADR 0013: the bundler places a module, not an export, in a chunk). Re-exported by `messages/index.ts`.
 * @module
 */

/** Route guards and the browser session. */
export const sessionMessages = {
  foreignAccount: 'Esa dirección es de otra cuenta. Te llevamos a tu inicio.',
  partnerOnly: 'Esa pantalla es solo para cuentas de gimnasios (Cliente Empresa).',
  expired: 'Tu sesión terminó. Ingresá de nuevo.',
  checking: 'Verificando tu sesión…',
  userMenu: 'Tu cuenta',
} as const;
