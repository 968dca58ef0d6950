/**
 * The order ceiling per currency (ADR 0008, ADR 0053): data of the currencies, kept in the domain folder
 * beside them so that the constants folder does not import the domain's types.
 * @module
 */
import type { Currency } from './currency';

/**
 * Largest order total accepted at checkout, in whole units of the cart's currency (an order is in one
 * currency, ADR 0053): a documented ceiling — 10 years of the dearest membership a gym may list is far
 * below it; above it a mistake or abuse is likelier than a sale. The checkout's refusal quotes it with
 * `formatAmount` of that currency.
 *
 * ARS 5 000 000 is the original ceiling (ADR 0008). MXN and BRL are a product decision of the same value,
 * set from reference rates of November 2025 (about 1 450 ARS, 18.4 MXN and 5.3 BRL per US dollar:
 * 5 000 000 ARS ≈ USD 3 450 ≈ MXN 63 000 ≈ BRL 18 300), rounded to MXN 60 000 and BRL 20 000. They are
 * fixed here, not converted at run time nor moved with the rate: the ledger never converts (ADR 0053).
 */
export const ORDER_MAX_TOTAL: Readonly<Record<Currency, number>> = {
  ARS: 5_000_000,
  MXN: 60_000,
  BRL: 20_000,
};
