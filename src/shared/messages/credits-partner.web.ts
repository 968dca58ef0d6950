/**
 * Spanish (es-AR, voseo) texts of the partner's Pase BuscaGym screen (ADR 0045 "Gym costs";
 * docs/architecture.md §5.2): a gym's opt-in, its credit costs, the coming change and the rate per
 * credit an administrator set. The server's own refusals (e.g. the 7-day rule) come from ./credits-gyms.
 * @module
 */
import { room } from './i18n/room';
import { partnerPaseCatalog } from './locales/es-AR/credits-partner.web';

/** The partner's "Pase BuscaGym" screen of one gym. */
export const partnerPaseMessages = /* @__PURE__ */ room(partnerPaseCatalog, {
  title: /*i18n*/ { id: 'partnerPase.title' },
  forGym: /*i18n*/ { id: 'partnerPase.forGym', args: ['gym'] },
  link: /*i18n*/ { id: 'partnerPase.link' },
  linkLabel: /*i18n*/ { id: 'partnerPase.linkLabel', args: ['gym'] },
  lead: /*i18n*/ { id: 'partnerPase.lead' },
  loading: /*i18n*/ { id: 'partnerPase.loading' },
  loadError: /*i18n*/ { id: 'partnerPase.loadError' },
  gymNotFound: /*i18n*/ { id: 'partnerPase.gymNotFound' },
  // The terms in force
  current: /*i18n*/ { id: 'partnerPase.current' },
  state: /*i18n*/ { id: 'partnerPase.state' },
  stateShown: /*i18n*/ { id: 'partnerPase.stateShown' },
  stateWaitingRate: /*i18n*/ { id: 'partnerPase.stateWaitingRate' },
  stateOff: /*i18n*/ { id: 'partnerPase.stateOff' },
  visitCost: /*i18n*/ { id: 'partnerPase.visitCost' },
  classCost: /*i18n*/ { id: 'partnerPase.classCost' },
  noCost: /*i18n*/ { id: 'partnerPase.noCost' },
  visitLimit: /*i18n*/ { id: 'partnerPase.visitLimit' },
  noLimit: /*i18n*/ { id: 'partnerPase.noLimit' },
  cancelWindow: /*i18n*/ { id: 'partnerPase.cancelWindow' },
  hoursBefore: /*i18n*/ { id: 'partnerPase.hoursBefore', args: ['hours'] },
  rate: /*i18n*/ { id: 'partnerPase.rate' },
  rateValue: /*i18n*/ { id: 'partnerPase.rateValue', args: ['amount'] },
  noRate: /*i18n*/ { id: 'partnerPase.noRate' },
  nextChange: /*i18n*/ { id: 'partnerPase.nextChange' },
  nextChangeText: /*i18n*/ { id: 'partnerPase.nextChangeText', args: ['date', 'visit', 'klass'] },
  nextChangeAllowed: /*i18n*/ { id: 'partnerPase.nextChangeAllowed', args: ['date'] },
  // The form
  formTitle: /*i18n*/ { id: 'partnerPase.formTitle' },
  accepts: /*i18n*/ { id: 'partnerPase.accepts' },
  acceptsHint: /*i18n*/ { id: 'partnerPase.acceptsHint' },
  visitCredits: /*i18n*/ { id: 'partnerPase.visitCredits' },
  classCredits: /*i18n*/ { id: 'partnerPase.classCredits' },
  costHint: /*i18n*/ { id: 'partnerPase.costHint' },
  monthlyVisitLimit: /*i18n*/ { id: 'partnerPase.monthlyVisitLimit' },
  monthlyVisitLimitHint: /*i18n*/ { id: 'partnerPase.monthlyVisitLimitHint' },
  cancelWindowHours: /*i18n*/ { id: 'partnerPase.cancelWindowHours' },
  cancelWindowHint: /*i18n*/ { id: 'partnerPase.cancelWindowHint' },
  rule: /*i18n*/ { id: 'partnerPase.rule' },
  save: /*i18n*/ { id: 'partnerPase.save' },
  saving: /*i18n*/ { id: 'partnerPase.saving' },
  saved: /*i18n*/ { id: 'partnerPase.saved', args: ['gym'] },
  savedWithChange: /*i18n*/ { id: 'partnerPase.savedWithChange', args: ['gym', 'date'] },
  /** Credits as read aloud: "1 crédito", "3 créditos". */
  creditsText: /*i18n*/ { id: 'partnerPase.creditsText', args: ['n'] },
});

/** Credits as read aloud: "1 crédito", "3 créditos". */
export const creditsText = (n: number): string => partnerPaseMessages.creditsText(n);
