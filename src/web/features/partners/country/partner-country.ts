/**
 * What the partner's profile page shows of its country (ADR 0054): the country's name, the identifiers
 * of that country as their authorities write them (CUIL/CUIT with hyphens, CPF and CNPJ with dots, slash
 * and hyphen) and whether a payout still lacks one; where a new gym's map starts. Pure functions,
 * unit-tested.
 * @module
 */
import type { Partner } from '../../../../shared/contract/partners';
import { COUNTRIES, type CountryCode } from '../../../../shared/domain/countries';
import type { LatLon } from '../../../../shared/domain/geo';
import { formatCnpj, formatCpf, formatCuil } from '../../../../shared/domain/ids';
import { partnerProfilePageMessages as m } from '../../../../shared/messages';
import { partnerCountryFormMessages as c } from '../../../../shared/messages/partners-countries.web';
import type { UserLocation } from '../../../lib/location';

/** The name of `country` in `locale` (CLDR through `Intl.DisplayNames`: Argentina, México, Brasil). */
export const countryName = (country: CountryCode, locale: string): string =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;

/** Label and value (null: not given) of each identifier of `partner`'s country. */
export function businessIdRows(partner: Partner): [string, string | null][] {
  if (partner.country === 'AR')
    return [
      [m.cbu, partner.cbu],
      [m.cuil, partner.cuil && formatCuil(partner.cuil)],
    ];
  if (partner.country === 'MX')
    return [
      [c.rfc, partner.taxId],
      [c.clabe, partner.bankAccount],
    ];
  const { taxId, taxIdKind } = partner;
  if (taxId === null || taxIdKind === null) return [[c.cpfOrCnpj, null]];
  return taxIdKind === 'cpf' ? [[c.cpf, formatCpf(taxId)]] : [[c.cnpj, formatCnpj(taxId)]];
}

/** Whether `partner` still lacks what a payout in its country needs (the notice of its profile). */
export function lacksPayoutData(partner: Partner): boolean {
  if (partner.country === 'AR') return !partner.cbu || !partner.cuil;
  if (partner.country === 'MX') return !partner.taxId || !partner.bankAccount;
  return !partner.taxId;
}

/**
 * Where a new gym's map starts (ADR 0054): the visitor's position when the browser gave it or the gym is
 * Argentine (the web's reference point, ADR 0038), else the centre of the gym's country.
 */
export function gymMapStart(location: UserLocation, country: CountryCode): LatLon {
  return location.source === 'browser' || country === 'AR' ? location.position : COUNTRIES[country].center;
}
