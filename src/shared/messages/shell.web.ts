/**
 * Texts of the app shell every screen shows (notices, navigation), part of the messages module
 * (`messages/index.ts` re-exports them). A leaf module: the first screen imports it without the texts of
 * every other screen (ADR 0013). Texts: `locales/<locale>/shell.web.po` (ADR 0055).
 * @module
 */
import { room } from './i18n/room';
import { languageCatalog, navCatalog, noticeCatalog } from './locales/es-AR/shell.web';

/** Generic notices (SPEC §8: "Exito!", "Unexpected Application Error!"). */
export const noticeMessages = /* @__PURE__ */ room(noticeCatalog, {
  success: /*i18n*/ { id: 'notice.success' },
  successShort: /*i18n*/ { id: 'notice.successShort' },
  unexpectedError: /*i18n*/ { id: 'notice.unexpectedError' },
  loading: /*i18n*/ { id: 'notice.loading' },
  retry: /*i18n*/ { id: 'notice.retry' },
});

/** Public navigation (SPEC §1, §2). */
export const navMessages = /* @__PURE__ */ room(navCatalog, {
  ownerPitch: /*i18n*/ { id: 'nav.ownerPitch' },
  memberBenefits: /*i18n*/ { id: 'nav.memberBenefits' },
  freeTrial: /*i18n*/ { id: 'nav.freeTrial' },
  welcome: /*i18n*/ { id: 'nav.welcome', args: ['name'] },
  myProfile: /*i18n*/ { id: 'nav.myProfile' },
  /** A member's class bookings (ADR 0022). */
  myBookings: /*i18n*/ { id: 'nav.myBookings' },
  myCredits: /*i18n*/ { id: 'nav.myCredits' },
  /** The landing page `/` (footer) and, signed in, the one home link to `/home/…` (top bar). */
  start: /*i18n*/ { id: 'nav.start' },
  /** Signed out: the returning member's way to `/login`. */
  signIn: /*i18n*/ { id: 'nav.signIn' },
  logout: /*i18n*/ { id: 'nav.logout' },
});

/** The footer's language picker (ADR 0055); each language is named in itself. */
export const languageMessages = /* @__PURE__ */ room(languageCatalog, {
  label: /*i18n*/ { id: 'language.label' },
  'es-AR': /*i18n*/ { id: 'language.esAR' },
  'es-MX': /*i18n*/ { id: 'language.esMX' },
  'pt-BR': /*i18n*/ { id: 'language.ptBR' },
});
