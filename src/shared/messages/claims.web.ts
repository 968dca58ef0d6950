/**
 * Screen texts (es-AR, voseo) of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the banner and
 * dialog on the gym page (the administrators' "Reclamos" section is in `claims-admin.web.ts`, so that the
 * gym page does not load it). The answers of the calls live in `messages/claims.ts`.
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import { room } from './i18n/room';
import { claimBannerCatalog } from './locales/es-AR/claims.web';

/** The banner and the dialog on the page of a gym without owner. */
export const claimBannerMessages = /* @__PURE__ */ room(claimBannerCatalog, {
  title: /*i18n*/ { id: 'claimBanner.title' },
  body: /*i18n*/ { id: 'claimBanner.body' },
  action: /*i18n*/ { id: 'claimBanner.action' },
  signIn: /*i18n*/ { id: 'claimBanner.signIn' },
  signInAction: /*i18n*/ { id: 'claimBanner.signInAction' },
  register: /*i18n*/ { id: 'claimBanner.register' },
  memberNote: /*i18n*/ { id: 'claimBanner.memberNote' },
  dialogTitle: /*i18n*/ { id: 'claimBanner.dialogTitle', args: ['gym'] },
  intro: /*i18n*/ { id: 'claimBanner.intro' },
  message: /*i18n*/ { id: 'claimBanner.message' },
  messageHint: /*i18n*/ { id: 'claimBanner.messageHint' },
  document: /*i18n*/ { id: 'claimBanner.document' },
  documentAlt: /*i18n*/ { id: 'claimBanner.documentAlt' },
  documentHint: /*i18n*/ { id: 'claimBanner.documentHint' },
  send: /*i18n*/ { id: 'claimBanner.send' },
  sending: /*i18n*/ { id: 'claimBanner.sending' },
  cancel: /*i18n*/ { id: 'claimBanner.cancel' },
  close: /*i18n*/ { id: 'claimBanner.close' },
  codeSent: /*i18n*/ { id: 'claimBanner.codeSent', args: ['hint'] },
  codeSentBody: /*i18n*/ { id: 'claimBanner.codeSentBody' },
  code: /*i18n*/ { id: 'claimBanner.code' },
  verify: /*i18n*/ { id: 'claimBanner.verify' },
  verifying: /*i18n*/ { id: 'claimBanner.verifying' },
  pending: /*i18n*/ { id: 'claimBanner.pending' },
  pendingBody: /*i18n*/ { id: 'claimBanner.pendingBody' },
  success: /*i18n*/ { id: 'claimBanner.success' },
  successBody: /*i18n*/ { id: 'claimBanner.successBody' },
  toMyGyms: /*i18n*/ { id: 'claimBanner.toMyGyms' },
  /** Before the claim button (ADR 0037). */
  planRoom: /*i18n*/ { id: 'claimBanner.planRoom', args: ['plan', 'max', 'used'] },
  planFull: /*i18n*/ { id: 'claimBanner.planFull' },
  changePlan: /*i18n*/ { id: 'claimBanner.changePlan' },
});
