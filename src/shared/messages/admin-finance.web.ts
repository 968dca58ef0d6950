/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' money screens (ADR 0015, ADR 0018):
 * Finanzas, a partner's balance with the payout form, and the Marketing list with its CSV.
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { adminFinanceCatalog, adminMarketingCatalog } from './locales/es-AR/admin-finance.web';

/** Finanzas and the partner's balance with the payout form. */
export const adminFinanceMessages = /* @__PURE__ */ room(adminFinanceCatalog, {
  lead: /*i18n*/ { id: 'adminFinance.lead' },
  filters: /*i18n*/ { id: 'adminFinance.filters' },
  from: /*i18n*/ { id: 'adminFinance.from' },
  to: /*i18n*/ { id: 'adminFinance.to' },
  apply: /*i18n*/ { id: 'adminFinance.apply' },
  clear: /*i18n*/ { id: 'adminFinance.clear' },
  rangeShown: /*i18n*/ { id: 'adminFinance.rangeShown', args: ['from', 'to'] },
  partnerShown: /*i18n*/ { id: 'adminFinance.partnerShown' },
  allPartners: /*i18n*/ { id: 'adminFinance.allPartners' },
  loading: /*i18n*/ { id: 'adminFinance.loading' },
  error: /*i18n*/ { id: 'adminFinance.error' },
  gross: /*i18n*/ { id: 'adminFinance.gross' },
  commission: /*i18n*/ { id: 'adminFinance.commission' },
  net: /*i18n*/ { id: 'adminFinance.net' },
  salesCount: /*i18n*/ { id: 'adminFinance.salesCount', args: ['n'] },
  plans: /*i18n*/ { id: 'adminFinance.plans' },
  plansNote: /*i18n*/ { id: 'adminFinance.plansNote' },
  byMonth: /*i18n*/ { id: 'adminFinance.byMonth' },
  /** The heading of one currency's figures when sales were made in more than one (ADR 0053). */
  inCurrency: /*i18n*/ { id: 'adminFinance.inCurrency', args: ['currency'] },
  byMonthCaption: /*i18n*/ { id: 'adminFinance.byMonthCaption' },
  month: /*i18n*/ { id: 'adminFinance.month' },
  planRevenue: /*i18n*/ { id: 'adminFinance.planRevenue' },
  salesTitle: /*i18n*/ { id: 'adminFinance.salesTitle' },
  salesCaption: /*i18n*/ { id: 'adminFinance.salesCaption' },
  date: /*i18n*/ { id: 'adminFinance.date' },
  reference: /*i18n*/ { id: 'adminFinance.reference' },
  gym: /*i18n*/ { id: 'adminFinance.gym' },
  product: /*i18n*/ { id: 'adminFinance.product' },
  qty: /*i18n*/ { id: 'adminFinance.qty' },
  partner: /*i18n*/ { id: 'adminFinance.partner' },
  noPartner: /*i18n*/ { id: 'adminFinance.noPartner' },
  noSales: /*i18n*/ { id: 'adminFinance.noSales' },
  balanceTitle: /*i18n*/ { id: 'adminFinance.balanceTitle' },
  balanceLoading: /*i18n*/ { id: 'adminFinance.balanceLoading' },
  balanceError: /*i18n*/ { id: 'adminFinance.balanceError' },
  netAll: /*i18n*/ { id: 'adminFinance.netAll' },
  paidOut: /*i18n*/ { id: 'adminFinance.paidOut' },
  due: /*i18n*/ { id: 'adminFinance.due' },
  /**
   * The partner's bank account as its country `country` (`AR`, `MX`, `BR`) names it: CBU/CVU, CLABE,
   * chave Pix or conta (ADR 0054). The screens know the country from the partner's own currency, its
   * country's (ADR 0053).
   */
  cbu: /*i18n*/ { id: 'adminFinance.cbu', args: ['country'] },
  /** No bank account on the profile of a partner of `country` (Brasil's profile has none yet, ADR 0054). */
  noCbu: /*i18n*/ { id: 'adminFinance.noCbu', args: ['country'] },
  nothingDue: /*i18n*/ { id: 'adminFinance.nothingDue' },
  payoutTitle: /*i18n*/ { id: 'adminFinance.payoutTitle' },
  payoutLead: /*i18n*/ { id: 'adminFinance.payoutLead', args: ['country'] },
  amount: /*i18n*/ { id: 'adminFinance.amount' },
  /** The payout's amount field in the partner's currency (ADR 0053); `amountIn('ARS')` is {@link amount}. */
  amountIn: /*i18n*/ { id: 'adminFinance.amountIn', args: ['currency'] },
  amountColumn: /*i18n*/ { id: 'adminFinance.amountColumn' },
  amountHint: /*i18n*/ { id: 'adminFinance.amountHint' },
  paidAt: /*i18n*/ { id: 'adminFinance.paidAt' },
  bankReference: /*i18n*/ { id: 'adminFinance.bankReference' },
  payoutSubmit: /*i18n*/ { id: 'adminFinance.payoutSubmit' },
  payoutDialogTitle: /*i18n*/ { id: 'adminFinance.payoutDialogTitle' },
  payoutConsequence: /*i18n*/ {
    id: 'adminFinance.payoutConsequence',
    args: ['amount', 'partner', 'country', 'cbu', 'dueAfter'],
  },
  recording: /*i18n*/ { id: 'adminFinance.recording' },
  recorded: /*i18n*/ { id: 'adminFinance.recorded', args: ['amount', 'partner'] },
  payoutsCaption: /*i18n*/ { id: 'adminFinance.payoutsCaption' },
  noPayouts: /*i18n*/ { id: 'adminFinance.noPayouts' },
});

/** Marketing: the opted-in members and the CSV. */
export const adminMarketingMessages = /* @__PURE__ */ room(adminMarketingCatalog, {
  caption: /*i18n*/ { id: 'adminMarketing.caption' },
  name: /*i18n*/ { id: 'adminMarketing.name' },
  email: /*i18n*/ { id: 'adminMarketing.email' },
  optInAt: /*i18n*/ { id: 'adminMarketing.optInAt' },
  csv: /*i18n*/ { id: 'adminMarketing.csv' },
  empty: /*i18n*/ { id: 'adminMarketing.empty' },
});
