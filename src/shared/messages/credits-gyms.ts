/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym at the gyms (ADR 0045): a gym's terms for
 * the pass, the administrators' rate, and members' bookings and visits paid with credits. Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { creditDoorCatalog, creditSpendingCatalog, creditTermsCatalog } from './locales/es-AR/credits-gyms';

/** Answers of `PUT /api/partner/gyms/{gymId}/credits` and `PUT /api/admin/gyms/{gymId}/credit-rate`. */
export const creditTermsMessages = /* @__PURE__ */ room(creditTermsCatalog, {
  accepts: /*i18n*/ { id: 'creditTerms.accepts' },
  cost: /*i18n*/ { id: 'creditTerms.cost' },
  visitLimit: /*i18n*/ { id: 'creditTerms.visitLimit' },
  cancelWindow: /*i18n*/ { id: 'creditTerms.cancelWindow' },
  /** 409: a cost changed less than the notice days after the last change. */
  tooSoon: /*i18n*/ { id: 'creditTerms.tooSoon', args: ['date'] },
  rate: /*i18n*/ { id: 'creditTerms.rate' },
  gymNotFound: /*i18n*/ { id: 'creditTerms.gymNotFound' },
});

/** Answers of bookings and visits paid with credits (`POST`/`DELETE /api/bookings`, `/api/visits`). */
export const creditSpendingMessages = /* @__PURE__ */ room(creditSpendingCatalog, {
  gymInvalid: /*i18n*/ { id: 'creditSpending.gymInvalid' },
  dayInvalid: /*i18n*/ { id: 'creditSpending.dayInvalid' },
  visitInvalid: /*i18n*/ { id: 'creditSpending.visitInvalid' },
  membersOnly: /*i18n*/ { id: 'creditSpending.membersOnly' },
  notAccepted: /*i18n*/ { id: 'creditSpending.notAccepted' },
  notEnough: /*i18n*/ { id: 'creditSpending.notEnough', args: ['balance', 'wanted'] },
  full: /*i18n*/ { id: 'creditSpending.full' },
  dayPast: /*i18n*/ { id: 'creditSpending.dayPast' },
  alreadyVisiting: /*i18n*/ { id: 'creditSpending.alreadyVisiting' },
  monthlyLimit: /*i18n*/ { id: 'creditSpending.monthlyLimit', args: ['limit'] },
  visitNotFound: /*i18n*/ { id: 'creditSpending.visitNotFound' },
  alreadyCancelled: /*i18n*/ { id: 'creditSpending.alreadyCancelled' },
  settled: /*i18n*/ { id: 'creditSpending.settled' },
  /** Shown with a cancel: what became of the credits. */
  returned: /*i18n*/ { id: 'creditSpending.returned' },
  forgiven: /*i18n*/ { id: 'creditSpending.forgiven' },
  kept: /*i18n*/ { id: 'creditSpending.kept' },
});

/** Answers of the door check-in with a member's Pase BuscaGym door pass and of `POST /api/credits/pass` (ADR 0045). */
export const creditDoorMessages = /* @__PURE__ */ room(creditDoorCatalog, {
  /** The name the door shows for an entry with the pass. */
  productName: /*i18n*/ { id: 'creditDoor.productName' },
  /** 409: no class booking starting near now nor a visit today at the partner's gym. */
  nothingHere: /*i18n*/ { id: 'creditDoor.nothingHere' },
  /** 409: live bookings or visits at more than one of the partner's gyms, and the door did not say which. */
  whichGym: /*i18n*/ { id: 'creditDoor.whichGym' },
  /** 404: a member without a plan of credits or credits asks for the code. */
  noPass: /*i18n*/ { id: 'creditDoor.noPass' },
});
