/**
 * Texts of the app shell every screen shows (notices, navigation), part of the messages module
 * (`messages/index.ts` re-exports them). A leaf module: the first screen imports it without the texts of
 * every other screen (ADR 0013).
 * @module
 */

/** Generic notices (SPEC §8). */
export const noticeMessages = {
  success: 'Exito!',
  successShort: 'Exito',
  unexpectedError: 'Unexpected Application Error!',
  loading: 'Cargando…',
  retry: 'Reintentar',
} as const;

/** Public navigation (SPEC §1, §2). */
export const navMessages = {
  ownerPitch: 'Sos propietario? Unite!',
  memberBenefits: 'Beneficios para miembros',
  freeTrial: 'Prueba gratis',
  welcome: (name: string) => `Bienvenido ${name} !`,
  myProfile: 'Mi perfil',
  /** A member's class bookings (ADR 0022). */
  myBookings: 'Mis reservas',
  myCredits: 'Mis créditos',
  /** The landing page `/` (footer) and, signed in, the one home link to `/home/…` (top bar). */
  start: 'Inicio',
  /** Signed out: the returning member's way to `/login`. */
  signIn: 'Ingresar',
  logout: 'Cerrar sesión',
} as const;
