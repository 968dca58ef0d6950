/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's "Mis ventas" screen (SPEC §1 "partner sees
 * sales"; state key `partnerSales`). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { salesPageCatalog } from './locales/es-AR/sales.web';

/** The "Mis ventas" screen: filters, figures, charts and their tables, the sales table and the CSV. */
export const salesPageMessages = /* @__PURE__ */ room(salesPageCatalog, {
  title: /*i18n*/ { id: 'salesPage.title' },
  lead: /*i18n*/ { id: 'salesPage.lead' },
  back: /*i18n*/ { id: 'salesPage.back' },
  loading: /*i18n*/ { id: 'salesPage.loading' },
  error: /*i18n*/ { id: 'salesPage.error' },
  filters: /*i18n*/ { id: 'salesPage.filters' },
  from: /*i18n*/ { id: 'salesPage.from' },
  to: /*i18n*/ { id: 'salesPage.to' },
  gym: /*i18n*/ { id: 'salesPage.gym' },
  allGyms: /*i18n*/ { id: 'salesPage.allGyms' },
  product: /*i18n*/ { id: 'salesPage.product' },
  allProducts: /*i18n*/ { id: 'salesPage.allProducts' },
  membership: /*i18n*/ { id: 'salesPage.membership' },
  apply: /*i18n*/ { id: 'salesPage.apply' },
  clear: /*i18n*/ { id: 'salesPage.clear' },
  rangeShown: /*i18n*/ { id: 'salesPage.rangeShown', args: ['from', 'to'] },
  kpis: /*i18n*/ { id: 'salesPage.kpis' },
  gross: /*i18n*/ { id: 'salesPage.gross' },
  commission: /*i18n*/ { id: 'salesPage.commission' },
  net: /*i18n*/ { id: 'salesPage.net' },
  salesCount: /*i18n*/ { id: 'salesPage.salesCount', args: ['n'] },
  clients: /*i18n*/ { id: 'salesPage.clients' },
  activePasses: /*i18n*/ { id: 'salesPage.activePasses' },
  due: /*i18n*/ { id: 'salesPage.due' },
  /**
   * The balance's note, naming the bank account of the partner's `country` (`AR`, `MX`, `BR`; ADR 0054):
   * CBU, CLABE, chave Pix or account. The page knows the country from the partner's own currency, its
   * country's (ADR 0053; `countryOfCurrency`).
   */
  dueNote: /*i18n*/ { id: 'salesPage.dueNote', args: ['country'] },
  byMonth: /*i18n*/ { id: 'salesPage.byMonth' },
  byMonthLead: /*i18n*/ { id: 'salesPage.byMonthLead' },
  byGym: /*i18n*/ { id: 'salesPage.byGym' },
  byProduct: /*i18n*/ { id: 'salesPage.byProduct' },
  showTable: /*i18n*/ { id: 'salesPage.showTable' },
  month: /*i18n*/ { id: 'salesPage.month' },
  units: /*i18n*/ { id: 'salesPage.units' },
  sales: /*i18n*/ { id: 'salesPage.sales' },
  list: /*i18n*/ { id: 'salesPage.list' },
  date: /*i18n*/ { id: 'salesPage.date' },
  reference: /*i18n*/ { id: 'salesPage.reference' },
  qty: /*i18n*/ { id: 'salesPage.qty' },
  buyer: /*i18n*/ { id: 'salesPage.buyer' },
  tableScroll: /*i18n*/ { id: 'salesPage.tableScroll' },
  noSalesInRange: /*i18n*/ { id: 'salesPage.noSalesInRange' },
  emptyTitle: /*i18n*/ { id: 'salesPage.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'salesPage.emptyBody' },
  /** The payouts' title, naming the bank account of the partner's `country` as {@link dueNote} does. */
  payouts: /*i18n*/ { id: 'salesPage.payouts', args: ['country'] },
  noPayouts: /*i18n*/ { id: 'salesPage.noPayouts' },
  payoutRow: /*i18n*/ { id: 'salesPage.payoutRow', args: ['date', 'reference'] },
  csv: /*i18n*/ { id: 'salesPage.csv' },
  csvPreparing: /*i18n*/ { id: 'salesPage.csvPreparing' },
  csvError: /*i18n*/ { id: 'salesPage.csvError' },
  csvHeader: [
    /*i18n*/ { id: 'salesPage.csvHeader.0' },
    /*i18n*/ { id: 'salesPage.csvHeader.1' },
    /*i18n*/ { id: 'salesPage.csvHeader.2' },
    /*i18n*/ { id: 'salesPage.csvHeader.3' },
    /*i18n*/ { id: 'salesPage.csvHeader.4' },
    /*i18n*/ { id: 'salesPage.csvHeader.5' },
    /*i18n*/ { id: 'salesPage.csvHeader.6' },
    /*i18n*/ { id: 'salesPage.csvHeader.7' },
    /*i18n*/ { id: 'salesPage.csvHeader.8' },
    /*i18n*/ { id: 'salesPage.csvHeader.9' },
    /*i18n*/ { id: 'salesPage.csvHeader.10' },
    /*i18n*/ { id: 'salesPage.csvHeader.11' },
    /*i18n*/ { id: 'salesPage.csvHeader.12' },
  ],
  kind: {
    membership: /*i18n*/ { id: 'salesPage.kind.membership' },
    service: /*i18n*/ { id: 'salesPage.kind.service' },
  },
  /** Short names for the charts' series and the table columns, where the cards' long ones do not fit. */
  grossShort: /*i18n*/ { id: 'salesPage.grossShort' },
  commissionShort: /*i18n*/ { id: 'salesPage.commissionShort' },
  netShort: /*i18n*/ { id: 'salesPage.netShort' },
  /** A sale's card on a phone: the product and how many ("Yoga × 2"). */
  saleCardTitle: /*i18n*/ { id: 'salesPage.saleCardTitle', args: ['product', 'qty'] },
  profileSection: /*i18n*/ { id: 'salesPage.profileSection' },
  profileLead: /*i18n*/ { id: 'salesPage.profileLead' },
  profileLink: /*i18n*/ { id: 'salesPage.profileLink' },
  /** The monthly statement, read from BuscaGym's ledger (docs/architecture.md §5.1). */
  statement: /*i18n*/ { id: 'salesPage.statement' },
  statementLead: /*i18n*/ { id: 'salesPage.statementLead' },
  statementMonth: /*i18n*/ { id: 'salesPage.statementMonth' },
  /** The heading of one currency's figures, for a partner who sells in more than one (ADR 0053). */
  inCurrency: /*i18n*/ { id: 'salesPage.inCurrency', args: ['currency'] },
  /** The statement's currency picker, shown when the partner's account moved money in more than one. */
  statementCurrency: /*i18n*/ { id: 'salesPage.statementCurrency' },
  statementLoading: /*i18n*/ { id: 'salesPage.statementLoading' },
  statementError: /*i18n*/ { id: 'salesPage.statementError' },
  statementRows: {
    opening: /*i18n*/ { id: 'salesPage.statementRows.opening' },
    sales: /*i18n*/ { id: 'salesPage.statementRows.sales' },
    commission: /*i18n*/ { id: 'salesPage.statementRows.commission' },
    refunds: /*i18n*/ { id: 'salesPage.statementRows.refunds' },
    visits: /*i18n*/ { id: 'salesPage.statementRows.visits' },
    payouts: /*i18n*/ { id: 'salesPage.statementRows.payouts' },
    closing: /*i18n*/ { id: 'salesPage.statementRows.closing' },
  },
  /** The month's Pase BuscaGym visit lines (ADR 0045). */
  visitLinesTitle: /*i18n*/ { id: 'salesPage.visitLinesTitle' },
  visitLinesEmpty: /*i18n*/ { id: 'salesPage.visitLinesEmpty' },
  visitGym: /*i18n*/ { id: 'salesPage.visitGym' },
  visitWhat: /*i18n*/ { id: 'salesPage.visitWhat' },
  visitOpenGym: /*i18n*/ { id: 'salesPage.visitOpenGym' },
  visitOutcome: /*i18n*/ { id: 'salesPage.visitOutcome' },
  visitOutcomes: {
    attended: /*i18n*/ { id: 'salesPage.visitOutcomes.attended' },
    noShow: /*i18n*/ { id: 'salesPage.visitOutcomes.noShow' },
    lateCancel: /*i18n*/ { id: 'salesPage.visitOutcomes.lateCancel' },
  },
  visitCredits: /*i18n*/ { id: 'salesPage.visitCredits' },
  visitAmount: /*i18n*/ { id: 'salesPage.visitAmount' },
  visitMemberUnknown: /*i18n*/ { id: 'salesPage.visitMemberUnknown' },
  statementCsv: /*i18n*/ { id: 'salesPage.statementCsv' },
});
