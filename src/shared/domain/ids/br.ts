/**
 * Brazilian identifiers for partner profiles in Brasil (SPEC §3 "Partner"; ADR 0007): the CPF (people)
 * and the CNPJ (companies, numeric and alphanumeric), checked by the `stdnum` library (`br.cpf`,
 * `br.cnpj`).
 * @module
 */
import { format as formatCnpjDigits, validate as validateCnpj } from 'stdnum/lib/cjs/br/cnpj.js';
import { format as formatCpfDigits, validate as validateCpf } from 'stdnum/lib/cjs/br/cpf.js';
import { fromStdnum, type IdCheck } from './result';

/** Reasons {@link checkCpf} and {@link checkCnpj} give. */
export type BrIdReason = 'length' | 'format' | 'checkDigit';

const brReason = (r: string): BrIdReason => (r === 'length' || r === 'checkDigit' ? r : 'format');

/**
 * Checks a CPF (Cadastro de Pessoas Físicas, Receita Federal): 11 digits, the last two being mod-11
 * check digits over the first 9 (weights 10..2) and the first 10 (weights 11..2), a remainder below 2
 * giving 0 (Receita Federal, IN RFB 2.172/2024 and its predecessors). Dots, hyphens and spaces are
 * ignored (`390.533.447-05`).
 */
export function checkCpf(input: string): IdCheck<BrIdReason> {
  return fromStdnum(validateCpf(input.replace(/\s/g, '')), brReason);
}

/**
 * Checks a CNPJ (Cadastro Nacional da Pessoa Jurídica, Receita Federal): 14 characters, the first 12
 * digits or, for numbers issued from July 2026, upper-case letters too (IN RFB 2.229/2024, "CNPJ
 * alfanumérico"), the last 2 always digits: mod-11 check digits with weights 2..9 from the right, each
 * character worth its ASCII code − 48 (`0`–`9` → 0–9, `A` → 17 … `Z` → 42), a remainder below 2 giving 0
 * (Receita Federal / SERPRO, "Cálculo dos dígitos verificadores do CNPJ alfanumérico"). Dots, slashes,
 * hyphens and spaces are ignored and letters upper-cased (`12.abc.345/01de-35` → `12ABC34501DE35`).
 */
export function checkCnpj(input: string): IdCheck<BrIdReason> {
  return fromStdnum(validateCnpj(input.replace(/\s/g, '')), brReason);
}

/** A stored CPF (11 digits) as the Receita writes it: `39053344705` → `390.533.447-05`. */
export const formatCpf = (value: string): string => formatCpfDigits(value);

/** A stored CNPJ (14 characters) as the Receita writes it: `12ABC34501DE35` → `12.ABC.345/01DE-35`. */
export const formatCnpj = (value: string): string => formatCnpjDigits(value);
