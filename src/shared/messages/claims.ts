/**
 * User-facing Spanish (es-AR, voseo) texts of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the
 * answers of the claim calls and the mails (the code to the gym's address, the administrators'
 * decision to the partner).
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import { room } from './i18n/room';
import { claimCatalog, claimCodeMailCatalog, claimDecisionMailCatalog } from './locales/es-AR/claims';

/** The claim calls' answers as the catalogues hold them (the wait in whole minutes). */
const claimTexts = /* @__PURE__ */ room(claimCatalog, {
  gymInvalid: /*i18n*/ { id: 'claim.gymInvalid' },
  claimInvalid: /*i18n*/ { id: 'claim.claimInvalid' },
  message: /*i18n*/ { id: 'claim.message' },
  documentInvalid: /*i18n*/ { id: 'claim.documentInvalid' },
  documentNotYours: /*i18n*/ { id: 'claim.documentNotYours' },
  code: /*i18n*/ { id: 'claim.code' },
  reason: /*i18n*/ { id: 'claim.reason' },
  status: /*i18n*/ { id: 'claim.status' },
  partnersOnly: /*i18n*/ { id: 'claim.partnersOnly' },
  gymNotFound: /*i18n*/ { id: 'claim.gymNotFound' },
  claimNotFound: /*i18n*/ { id: 'claim.claimNotFound' },
  adminClaimNotFound: /*i18n*/ { id: 'claim.adminClaimNotFound' },
  /** 409: the gym has an owner (someone else's). */
  alreadyOwned: /*i18n*/ { id: 'claim.alreadyOwned' },
  /** 409: the gym is already the caller's. */
  alreadyYours: /*i18n*/ { id: 'claim.alreadyYours' },
  /** 409: another partner's claim won (verified or approved first). */
  claimedByOther: /*i18n*/ { id: 'claim.claimedByOther' },
  /** 409: the claim is not waiting for a code any more. */
  notWaitingCode: /*i18n*/ { id: 'claim.notWaitingCode' },
  /** 409: an administrator's decision on a claim that is not pending. */
  notPending: /*i18n*/ { id: 'claim.notPending' },
  /** 410: the code expired; the claim is cancelled. */
  codeExpired: /*i18n*/ { id: 'claim.codeExpired' },
  /** 400: a wrong code with tries left. */
  codeWrong: /*i18n*/ { id: 'claim.codeWrong', args: ['left'] },
  /** 400: the wrong code that used the last try; the claim is cancelled. */
  codeExhausted: /*i18n*/ { id: 'claim.codeExhausted' },
  /** 429: `minutes` to wait (whole minutes, at least 1). */
  rateLimited: /*i18n*/ { id: 'claim.rateLimited', args: ['minutes'] },
});

/**
 * Validation and refusals of the claim calls: the room's texts, with the rate limit's wait taken in
 * milliseconds (rounded up to at least one minute).
 */
export const claimMessages = /* @__PURE__ */ Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(claimTexts),
    rateLimited: {
      value: (waitMs: number) => claimTexts.rateLimited(Math.max(1, Math.ceil(waitMs / 60_000))),
      enumerable: true,
    },
  },
) as Omit<typeof claimTexts, 'rateLimited'> & { readonly rateLimited: (waitMs: number) => string };

/** The mail with the code, sent to the gym's own address. */
export const claimCodeMailMessages = /* @__PURE__ */ room(claimCodeMailCatalog, {
  subject: /*i18n*/ { id: 'claimCodeMail.subject', args: ['gym'] },
  greeting: /*i18n*/ { id: 'claimCodeMail.greeting' },
  body: /*i18n*/ { id: 'claimCodeMail.body', args: ['partner', 'gym'] },
  expiry: /*i18n*/ { id: 'claimCodeMail.expiry' },
  ignore: /*i18n*/ { id: 'claimCodeMail.ignore' },
  footer: /*i18n*/ { id: 'claimCodeMail.footer' },
});

/** The mail to the partner with the administrators' decision. */
export const claimDecisionMailMessages = /* @__PURE__ */ room(claimDecisionMailCatalog, {
  approvedSubject: /*i18n*/ { id: 'claimDecisionMail.approvedSubject', args: ['gym'] },
  rejectedSubject: /*i18n*/ { id: 'claimDecisionMail.rejectedSubject', args: ['gym'] },
  greeting: /*i18n*/ { id: 'claimDecisionMail.greeting', args: ['name'] },
  approved: /*i18n*/ { id: 'claimDecisionMail.approved', args: ['gym'] },
  rejected: /*i18n*/ { id: 'claimDecisionMail.rejected', args: ['gym', 'reason'] },
  rejectedNext: /*i18n*/ { id: 'claimDecisionMail.rejectedNext' },
  action: /*i18n*/ { id: 'claimDecisionMail.action' },
  footer: /*i18n*/ { id: 'claimDecisionMail.footer' },
});
