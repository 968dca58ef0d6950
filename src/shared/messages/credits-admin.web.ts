/**
 * Spanish (es-AR, voseo) texts of the administrators' "Pase BuscaGym" section (ADR 0045;
 * docs/architecture.md §5.2): the credit plans (list, create, edit) and a gym's rate per credit. The
 * server's own refusals come from ./credits and ./credits-gyms.
 * @module
 */
import { room } from './i18n/room';
import { adminCreditPlanCatalog, adminCreditRateCatalog } from './locales/es-AR/credits-admin.web';

/** The section's plans. */
export const adminCreditPlanMessages = /* @__PURE__ */ room(adminCreditPlanCatalog, {
  plansTitle: /*i18n*/ { id: 'adminCreditPlan.plansTitle' },
  loading: /*i18n*/ { id: 'adminCreditPlan.loading' },
  loadError: /*i18n*/ { id: 'adminCreditPlan.loadError' },
  empty: /*i18n*/ { id: 'adminCreditPlan.empty' },
  caption: /*i18n*/ { id: 'adminCreditPlan.caption' },
  name: /*i18n*/ { id: 'adminCreditPlan.name' },
  creditsPerMonth: /*i18n*/ { id: 'adminCreditPlan.creditsPerMonth' },
  creditsHint: /*i18n*/ { id: 'adminCreditPlan.creditsHint' },
  monthlyPrice: /*i18n*/ { id: 'adminCreditPlan.monthlyPrice' },
  priceHint: /*i18n*/ { id: 'adminCreditPlan.priceHint' },
  active: /*i18n*/ { id: 'adminCreditPlan.active' },
  activeHint: /*i18n*/ { id: 'adminCreditPlan.activeHint' },
  state: /*i18n*/ { id: 'adminCreditPlan.state' },
  activeState: /*i18n*/ { id: 'adminCreditPlan.activeState' },
  inactiveState: /*i18n*/ { id: 'adminCreditPlan.inactiveState' },
  actions: /*i18n*/ { id: 'adminCreditPlan.actions' },
  create: /*i18n*/ { id: 'adminCreditPlan.create' },
  createTitle: /*i18n*/ { id: 'adminCreditPlan.createTitle' },
  edit: /*i18n*/ { id: 'adminCreditPlan.edit' },
  editLabel: /*i18n*/ { id: 'adminCreditPlan.editLabel', args: ['name'] },
  editTitle: /*i18n*/ { id: 'adminCreditPlan.editTitle', args: ['name'] },
  save: /*i18n*/ { id: 'adminCreditPlan.save' },
  saving: /*i18n*/ { id: 'adminCreditPlan.saving' },
  cancel: /*i18n*/ { id: 'adminCreditPlan.cancel' },
  created: /*i18n*/ { id: 'adminCreditPlan.created', args: ['name'] },
  saved: /*i18n*/ { id: 'adminCreditPlan.saved', args: ['name'] },
  checkFields: /*i18n*/ { id: 'adminCreditPlan.checkFields' },
});

/** The section's rate per credit of a gym. */
export const adminCreditRateMessages = /* @__PURE__ */ room(adminCreditRateCatalog, {
  rateTitle: /*i18n*/ { id: 'adminCreditRate.rateTitle' },
  rateLead: /*i18n*/ { id: 'adminCreditRate.rateLead' },
  searchLabel: /*i18n*/ { id: 'adminCreditRate.searchLabel' },
  searchPlaceholder: /*i18n*/ { id: 'adminCreditRate.searchPlaceholder' },
  search: /*i18n*/ { id: 'adminCreditRate.search' },
  searching: /*i18n*/ { id: 'adminCreditRate.searching' },
  searchError: /*i18n*/ { id: 'adminCreditRate.searchError' },
  noGyms: /*i18n*/ { id: 'adminCreditRate.noGyms' },
  results: /*i18n*/ { id: 'adminCreditRate.results' },
  choose: /*i18n*/ { id: 'adminCreditRate.choose' },
  chooseLabel: /*i18n*/ { id: 'adminCreditRate.chooseLabel', args: ['gym'] },
  loading: /*i18n*/ { id: 'adminCreditRate.loading' },
  loadError: /*i18n*/ { id: 'adminCreditRate.loadError' },
  chosen: /*i18n*/ { id: 'adminCreditRate.chosen', args: ['gym'] },
  accepts: /*i18n*/ { id: 'adminCreditRate.accepts' },
  yes: /*i18n*/ { id: 'adminCreditRate.yes' },
  no: /*i18n*/ { id: 'adminCreditRate.no' },
  costs: /*i18n*/ { id: 'adminCreditRate.costs' },
  costsText: /*i18n*/ { id: 'adminCreditRate.costsText', args: ['visit', 'klass'] },
  noCosts: /*i18n*/ { id: 'adminCreditRate.noCosts' },
  currentRate: /*i18n*/ { id: 'adminCreditRate.currentRate' },
  noRate: /*i18n*/ { id: 'adminCreditRate.noRate' },
  rate: /*i18n*/ { id: 'adminCreditRate.rate' },
  rateHint: /*i18n*/ { id: 'adminCreditRate.rateHint' },
  rateInvalid: /*i18n*/ { id: 'adminCreditRate.rateInvalid' },
  save: /*i18n*/ { id: 'adminCreditRate.save' },
  saving: /*i18n*/ { id: 'adminCreditRate.saving' },
  saved: /*i18n*/ { id: 'adminCreditRate.saved', args: ['gym', 'amount'] },
});
