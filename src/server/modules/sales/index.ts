/**
 * A partner's sales (SPEC §7 partner calls; ADR 0015): their routes, and the sales reads and answers the
 * administration's finances and the partner's clients reuse.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { salesRoutes, type SalesRoutesOptions } from './routes';
export { statementRoutes, type StatementRoutesOptions } from './statement-routes';
export {
  amountsByMonth,
  assertSalesReader,
  readBalance,
  salesPage,
  salesScope,
  toAmounts,
  toPayout,
  toSale,
} from './service';
export { partnerDueSql, selectTotals, type PayoutRow } from './queries';
