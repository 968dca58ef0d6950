/**
 * Which identifiers a partner of each country gives (SPEC §3 "Partner"; ADR 0054): its tax id kinds and
 * its bank account key, by the kinds of shared/domain/ids (the `stdnum` library). Argentina keeps the
 * spec's own fields, `cuil` (CUIT/CUIL) and `cbu` (CBU/CVU); México and Brasil use the neutral `taxId`
 * (with its kind) and `bankAccount`. Brasil has no bank key: `stdnum` checks none (a Pix key or an
 * agency and account number is not one identifier it knows).
 * @module
 */
import type { CountryCode } from './countries';

/** The tax id kinds stored in the neutral `taxId` (México's RFC; Brasil's CPF and CNPJ). */
export const NEUTRAL_TAX_ID_KINDS = ['rfc', 'cpf', 'cnpj'] as const;
/** One of {@link NEUTRAL_TAX_ID_KINDS}. */
export type NeutralTaxIdKind = (typeof NEUTRAL_TAX_ID_KINDS)[number];

/**
 * The tax id kinds a partner of each country may give, the form's default first (a business in Brasil
 * is usually a company: CNPJ; a person working alone gives a CPF).
 */
export const PARTNER_TAX_ID_KINDS = {
  AR: ['cuit'],
  MX: ['rfc'],
  BR: ['cnpj', 'cpf'],
} as const satisfies Record<CountryCode, readonly string[]>;

/** The bank account key a partner of each country gives, or null (Brasil: none `stdnum` checks). */
export const PARTNER_BANK_KEY = {
  AR: 'cbu',
  MX: 'clabe',
  BR: null,
} as const satisfies Record<CountryCode, string | null>;
