/**
 * Texts of the country picker (ADR 0052): which country's gyms the catalogue, the map and the distances
 * are of. Each country is named as Spanish speakers write it.
 * @module
 */
import type { CountryCode } from '../domain/countries';

/** The footer's country picker. */
export const countryPickerMessages = {
  /** Names the picker (its navigation landmark and the text before the countries). */
  label: 'País',
  names: { AR: 'Argentina', MX: 'México', BR: 'Brasil' } satisfies Record<CountryCode, string>,
  /** The title of a country's link: what choosing it does. */
  choose: (name: string) => `Ver los gimnasios de ${name}`,
} as const;
