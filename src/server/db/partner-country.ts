/**
 * The columns of `partners` that depend on the partner's country (SPEC §3 "Partner"; ADR 0054): its phone,
 * Argentina's identifiers in the spec's own columns (`cbu`, `cuil`), the country, and México's and
 * Brasil's identifiers in neutral ones. Check constraints keep each country in its columns, whatever
 * writes them.
 * @module
 */
import { sql } from 'drizzle-orm';
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNTRY } from '../../shared/domain/countries';
import { lowerCountry } from '../../shared/domain/country-case';
import type { NeutralTaxIdKind } from '../../shared/domain/partner-ids';

/** The columns of `partners` that depend on its country, in their table order. */
export const partnerCountryColumns = {
  /** E.164, a number of the partner's country. */
  phone: text('phone'),
  /** Argentina's CBU or CVU (22 digits; SPEC §3 `cbu`), null elsewhere. */
  cbu: text('cbu'),
  /** Argentina's CUIL or CUIT (11 digits; SPEC §3 `cuil`), null elsewhere. */
  cuil: text('cuil'),
  /**
   * ISO 3166-1 alpha-2, lower case as `gyms.country` (ADR 0052): which tax id, bank key and phones the
   * profile takes, and the country the partner's new gyms start in.
   */
  country: text('country').notNull().default(lowerCountry(DEFAULT_COUNTRY)),
  /** The kind of `tax_id`: `rfc` (México), `cpf` or `cnpj` (Brasil). */
  taxIdKind: text('tax_id_kind').$type<NeutralTaxIdKind>(),
  /** The tax id outside Argentina, normalised (upper-case letters and digits). */
  taxId: text('tax_id'),
  /** The bank account key outside Argentina: México's CLABE (18 digits); none in Brasil. */
  bankAccount: text('bank_account'),
};

/**
 * The checks of those columns: a country of BuscaGym's; a tax id with its kind; Argentina without neutral
 * ids, México and Brasil without `cuil`/`cbu`, México's kind `rfc`, Brasil's `cpf` or `cnpj` and no bank
 * account.
 */
export const partnerCountryChecks = (
  t: Record<'country' | 'taxIdKind' | 'taxId' | 'bankAccount' | 'cbu' | 'cuil', AnyPgColumn>,
) => [
  check('partners_country_ck', sql`${t.country} in ('ar', 'mx', 'br')`),
  check('partners_tax_id_kind_ck', sql`(${t.taxId} is null) = (${t.taxIdKind} is null)`),
  check(
    'partners_ids_of_country_ck',
    sql`case ${t.country}
      when 'ar' then ${t.taxId} is null and ${t.bankAccount} is null
      when 'mx' then ${t.cuil} is null and ${t.cbu} is null and coalesce(${t.taxIdKind} = 'rfc', true)
      else ${t.cuil} is null and ${t.cbu} is null and ${t.bankAccount} is null
        and coalesce(${t.taxIdKind} in ('cpf', 'cnpj'), true) end`,
  ),
];
