/**
 * Screen texts (es-AR, voseo) of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the banner and
 * dialog on the gym page, and the administrators' "Reclamos" section. The answers of the calls live in
 * `messages/claims.ts`.
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import { room } from './i18n/room';
import { adminClaimsCatalog, claimBannerCatalog } from './locales/es-AR/claims.web';

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

/** The "Reclamos" section of the administrators' console. */
export const adminClaimsMessages = /* @__PURE__ */ room(adminClaimsCatalog, {
  loading: /*i18n*/ { id: 'adminClaims.loading' },
  error: /*i18n*/ { id: 'adminClaims.error' },
  empty: /*i18n*/ { id: 'adminClaims.empty' },
  emptyBody: /*i18n*/ { id: 'adminClaims.emptyBody' },
  listLabel: /*i18n*/ { id: 'adminClaims.listLabel' },
  claimOf: /*i18n*/ { id: 'adminClaims.claimOf', args: ['gym'] },
  gymLink: /*i18n*/ { id: 'adminClaims.gymLink', args: ['gym'] },
  address: /*i18n*/ { id: 'adminClaims.address' },
  gymContact: /*i18n*/ { id: 'adminClaims.gymContact' },
  noContact: /*i18n*/ { id: 'adminClaims.noContact' },
  partner: /*i18n*/ { id: 'adminClaims.partner' },
  createdAt: /*i18n*/ { id: 'adminClaims.createdAt' },
  message: /*i18n*/ { id: 'adminClaims.message' },
  noMessage: /*i18n*/ { id: 'adminClaims.noMessage' },
  document: /*i18n*/ { id: 'adminClaims.document' },
  documentLink: /*i18n*/ { id: 'adminClaims.documentLink', args: ['gym'] },
  noDocument: /*i18n*/ { id: 'adminClaims.noDocument' },
  approve: /*i18n*/ { id: 'adminClaims.approve' },
  approving: /*i18n*/ { id: 'adminClaims.approving' },
  approveLabel: /*i18n*/ { id: 'adminClaims.approveLabel', args: ['gym'] },
  approveTitle: /*i18n*/ { id: 'adminClaims.approveTitle', args: ['gym'] },
  approveConsequence: /*i18n*/ { id: 'adminClaims.approveConsequence', args: ['partner'] },
  approved: /*i18n*/ { id: 'adminClaims.approved' },
  reject: /*i18n*/ { id: 'adminClaims.reject' },
  rejecting: /*i18n*/ { id: 'adminClaims.rejecting' },
  rejectLabel: /*i18n*/ { id: 'adminClaims.rejectLabel', args: ['gym'] },
  rejectTitle: /*i18n*/ { id: 'adminClaims.rejectTitle', args: ['gym'] },
  rejectConsequence: /*i18n*/ { id: 'adminClaims.rejectConsequence' },
  reason: /*i18n*/ { id: 'adminClaims.reason' },
  reasonHint: /*i18n*/ { id: 'adminClaims.reasonHint' },
  rejected: /*i18n*/ { id: 'adminClaims.rejected' },
  cancel: /*i18n*/ { id: 'adminClaims.cancel' },
});
