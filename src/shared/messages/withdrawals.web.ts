/**
 * Spanish (es-AR, voseo) texts of the consumer's legal buttons on screen (ADR 0027): the footer links
 * (the exact names Res. SCI 424/2020 and Disp. 954/2025 give them), the "Botón de arrepentimiento" form
 * and the "Botón de baja" page.
 * Not re-exported by `messages/index.ts` (ADR 0013); the footer's link texts are in ./legal-links.web.
 * @module
 */
import { room } from './i18n/room';
import { cancelPageCatalog, withdrawalPageCatalog } from './locales/es-AR/withdrawals.web';

/**
 * `/arrepentimiento`, in the page's country (ADR 0056): its title is the footer link's name
 * (`legalButtonLinks.withdrawal`), the days and the law are the country's (`WITHDRAWAL_LAWS`).
 */
export const withdrawalPageMessages = /* @__PURE__ */ room(withdrawalPageCatalog, {
  /** The days to withdraw and whether they are business days (`true`) or calendar days. */
  intro: /*i18n*/ { id: 'withdrawalPage.intro', args: ['days', 'businessDays'] },
  /** The right's name in country `country` and the law's citation `law`. */
  law: /*i18n*/ { id: 'withdrawalPage.law', args: ['country', 'law'] },
  /** The link to the law's official text. */
  lawText: /*i18n*/ { id: 'withdrawalPage.lawText' },
  reference: /*i18n*/ { id: 'withdrawalPage.reference' },
  referenceHint: /*i18n*/ { id: 'withdrawalPage.referenceHint' },
  email: /*i18n*/ { id: 'withdrawalPage.email' },
  submit: /*i18n*/ { id: 'withdrawalPage.submit' },
  sending: /*i18n*/ { id: 'withdrawalPage.sending' },
  incomplete: /*i18n*/ { id: 'withdrawalPage.incomplete' },
  doneTitle: /*i18n*/ { id: 'withdrawalPage.doneTitle' },
  number: /*i18n*/ { id: 'withdrawalPage.number' },
  refunded: /*i18n*/ { id: 'withdrawalPage.refunded' },
  review: /*i18n*/ { id: 'withdrawalPage.review' },
});

/** `/baja`. */
export const cancelPageMessages = /* @__PURE__ */ room(cancelPageCatalog, {
  title: /*i18n*/ { id: 'cancelPage.title' },
  intro: /*i18n*/ { id: 'cancelPage.intro' },
  partnerPlan: /*i18n*/ { id: 'cancelPage.partnerPlan', args: ['plan'] },
  partnerFree: /*i18n*/ { id: 'cancelPage.partnerFree' },
  cancel: /*i18n*/ { id: 'cancelPage.cancel' },
  cancelling: /*i18n*/ { id: 'cancelPage.cancelling' },
  cancelled: /*i18n*/ { id: 'cancelPage.cancelled' },
  member: /*i18n*/ { id: 'cancelPage.member' },
  signedOut: /*i18n*/ { id: 'cancelPage.signedOut' },
  signIn: /*i18n*/ { id: 'cancelPage.signIn' },
});
