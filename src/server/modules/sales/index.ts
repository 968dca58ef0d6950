/**
 * A partner's sales (SPEC §7 partner calls; ADR 0015): their routes, and the sales reads and answers the
 * administration's finances and the partner's clients reuse.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { salesRoutes, type SalesRoutesOptions } from './routes';
export { statementRoutes, type StatementRoutesOptions } from './statement-routes';
export { assertSalesReader, salesPage, salesScope, salesTrend, toAmounts, toSale } from './service';
export { readBalance, toPayout } from './balance';
export { partnerDueSql, payoutCurrencySql, type PayoutRow } from './balance-queries';
export { currencyOfCountrySql, partnerCurrency } from './currencies';
