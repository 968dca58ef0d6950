/**
 * Sales per currency (docs/architecture.md §5, ADR 0053): a sale is in its order's currency, which is its
 * gym's country's; sums are made per currency and never across two. The daily sums (`sales_daily`,
 * ADR 0015) keep no currency of their own: they read their gym's country, which a gym keeps once it sold
 * (checkout charged in it). A partner's own currency is its country's (`partners.country`, ADR 0054):
 * the one its figures open with and its payouts are made in.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_CODES } from '../../../shared/domain/countries';
import { lowerCountry } from '../../../shared/domain/country-case';
import {
  CURRENCIES,
  currencyOfCountry,
  DEFAULT_CURRENCY,
  type Currency,
} from '../../../shared/domain/currency';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';

/**
 * The currency of a stored country (`gyms.country`, `partners.country`: ISO 3166-1 in lower case), as
 * SQL: the country table of ./countries written as a `case` of constants (so that one expression is the
 * same text wherever a statement groups by it); null for a country BuscaGym does not sell in.
 */
export const currencyOfCountrySql = (country: SQL): SQL =>
  sql`(case ${country} ${sql.raw(
    COUNTRY_CODES.map((c) => `when '${lowerCountry(c)}' then '${COUNTRIES[c].currency}'`).join(' '),
  )} end)`;

/**
 * The currencies of a set of figures: `primary` first, then every other one some row is in, in the
 * order of `CURRENCIES`.
 */
export function currenciesOf(primary: Currency, rows: Iterable<{ currency: Currency | null }>): Currency[] {
  const found = new Set<Currency>([primary]);
  for (const row of rows) if (row.currency) found.add(row.currency);
  return [primary, ...CURRENCIES.filter((c) => c !== primary && found.has(c))];
}

/**
 * The currency partner `partnerId` is paid in and its figures open with: its country's (ARS when the
 * account has no partner profile, or for every partner at once when `partnerId` is undefined).
 */
export async function partnerCurrency(db: Database, partnerId: string | undefined): Promise<Currency> {
  if (!partnerId) return DEFAULT_CURRENCY;
  const [row] = await queryPrepared<{ country: string }>(
    db,
    sql`select country from partners where user_id = ${partnerId}::uuid`,
  );
  return row ? currencyOfCountry(row.country) : DEFAULT_CURRENCY;
}
