/**
 * Screen texts (es-AR, voseo) of a partner's country (ADR 0054): the country picker of the business
 * profile, the labels and hints of México's and Brasil's identifiers, what the profile shows of them,
 * and the gym form's country. Country names come from `Intl.DisplayNames` (CLDR), not from here. Not
 * re-exported by `messages/index.ts` (the partner screens load it; ADR 0013).
 * @module
 */
import type { CountryCode } from '../domain/countries';
import { gymFormPageMessages, partnerEditPageMessages, partnerProfilePageMessages } from './partners.web';

/** The business profile form and page: country and identifiers outside Argentina. */
export const partnerCountryFormMessages = {
  country: 'País del negocio',
  countryHint:
    'Define qué datos fiscales y bancarios te pedimos y el país de tus gimnasios nuevos. Tus gimnasios ya cargados no cambian.',
  rfc: 'RFC',
  rfcHint: '13 caracteres si sos persona física, 12 si es una persona moral (con homoclave).',
  clabe: 'CLABE',
  clabeHint: '18 dígitos. La encontrás en tu banca en línea.',
  brTaxIdKind: 'Tipo de registro',
  cpfOption: 'CPF (persona)',
  cnpjOption: 'CNPJ (empresa)',
  cpf: 'CPF',
  cpfHint: '11 dígitos, con o sin puntos, por ejemplo 390.533.447-05.',
  cnpj: 'CNPJ',
  cnpjHint: '14 caracteres, con o sin puntos ni barra; el CNPJ alfanumérico también vale.',
  cpfOrCnpj: 'CPF o CNPJ',
  brNoBankKey: 'En Brasil por ahora no te pedimos una cuenta bancaria.',
  phoneHint: {
    AR: partnerEditPageMessages.phoneHint,
    MX: '10 dígitos, por ejemplo 55 1234 5678.',
    BR: 'Con DDD, por ejemplo (11) 91234-5678.',
  } satisfies Record<CountryCode, string>,
  /** The profile page's notice while the partner lacks what a payout needs, per country. */
  missingPayout: {
    AR: partnerProfilePageMessages.missingPayout,
    MX: 'Cargá tu CLABE y tu RFC para poder cobrar tus ventas.',
    BR: 'Cargá tu CPF o tu CNPJ para poder cobrar tus ventas.',
  } satisfies Record<CountryCode, string>,
} as const;

/** The gym form's country. */
export const gymCountryFormMessages = {
  country: 'País del gimnasio',
  phoneHint: partnerCountryFormMessages.phoneHint,
  countryHint:
    'Los horarios y los precios del gimnasio se muestran en la zona horaria y la moneda de ese país.',
  addressHint: {
    AR: gymFormPageMessages.addressHint,
    MX: 'Calle y número, por ejemplo Av. Paseo de la Reforma 222.',
    BR: 'Calle y número, por ejemplo Avenida Paulista 1578.',
  } satisfies Record<CountryCode, string>,
} as const;
