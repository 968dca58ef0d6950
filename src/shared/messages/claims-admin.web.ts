/**
 * Screen texts (es-AR, voseo) of the administrators' "Reclamos" section (ADR 0025 "Claims"), kept apart
 * from the gym page's claim banner (`claims.web.ts`) so that the page does not load them (ADR 0055).
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import { room } from './i18n/room';
import { adminClaimsCatalog } from './locales/es-AR/claims-admin.web';

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
