/**
 * Argentine identifiers of partner profiles (SPEC §3 "Partner" `cbu`, `cuil`; ADR 0007): the CBU/CVU
 * bank account key and the CUIL/CUIT tax id, checked by the `stdnum` library (`ar.cbu`, `ar.cuit`) with
 * the two corrections that keep the answers of BCRA's and AFIP's rules where `stdnum` 1.12.0 departs
 * from them (each pinned by a test in ids.test.ts, to be dropped when an upgrade makes it fail).
 * @module
 */
import { validate as validateCbu } from 'stdnum/lib/cjs/ar/cbu.js';
import { validate as validateCuit } from 'stdnum/lib/cjs/ar/cuit.js';
import type { IdCheck } from './result';

const withoutSeparators = (value: string): string => value.replace(/[\s.-]/g, '');

/** Reasons {@link checkCbu} gives. */
export type CbuReason = 'format' | 'checkDigit';

/** BCRA check digit of a CBU block: (10 − Σ dᵢ·wᵢ mod 10) mod 10. */
function bcraCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a CBU that `stdnum` 1.12.0 refused is valid all the same because a check digit is 0: that
 * version compares `10 − (Σ mod 10)` without the last `mod 10`, so it refuses every CBU whose check digit
 * is 0 (fixed upstream in stdnum 1.12.5, "fix(ar/cbu): accept valid CBUs whose check digit is 0", not yet
 * on the registry we install from).
 */
function validWithZeroCheckDigit(value: string): boolean {
  if (value[7] !== '0' && value[21] !== '0') return false;
  return (
    bcraCheckDigit(value.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) === Number(value[7]) &&
    bcraCheckDigit(value.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === Number(value[21])
  );
}

/**
 * Checks a CBU (Clave Bancaria Uniforme) or a CVU (Clave Virtual Uniforme, the same 22 digits with bank
 * code `000` for payment service providers' wallets, BCRA Comunicación "A" 6510): 8 digits = bank (3) +
 * branch (4) + check digit, and 14 = account (13) + check digit, each check digit being
 * (10 − Σ dᵢ·wᵢ mod 10) mod 10 with weights 7139713 and 3971397139713 (BCRA, Comunicación "A" 2156).
 * Spaces, dots and hyphens are ignored; a length other than 22 or a non-digit is a `format` refusal.
 */
export function checkCbu(input: string): IdCheck<CbuReason> {
  const value = withoutSeparators(input);
  if (!/^\d{22}$/.test(value)) return { ok: false, reason: 'format' };
  if (validateCbu(value).isValid || validWithZeroCheckDigit(value)) return { ok: true, value };
  return { ok: false, reason: 'checkDigit' };
}

/**
 * Prefixes of CUIL (people: 20, 23, 24, 27) and CUIT (companies: 30, 33, 34), per AFIP (now ARCA). The
 * international prefixes `stdnum` also takes (50, 51, 55: foreign entities without a local tax
 * registration) are refused: a partner collecting payouts in Argentina has one of these.
 */
export const CUIL_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;

/** Reasons {@link checkCuil} gives. */
export type CuilReason = 'format' | 'prefix' | 'checkDigit';

/**
 * Whether the AFIP mod-11 computation of a CUIT gives 10, for which `stdnum` (as python-stdnum) takes
 * the check digit 9: AFIP never issues such a number (it moves it to prefix 23 or 33 and computes again).
 */
function remainderGivesTen(value: string): boolean {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(value[i]) * (weights[i] ?? 0);
  return sum % 11 === 1;
}

/**
 * Checks a CUIL/CUIT (AFIP, now ARCA): 11 digits = type prefix (2, {@link CUIL_PREFIXES}) + DNI or company
 * number (8) + check digit, the check digit being 11 − (Σ dᵢ·wᵢ mod 11) with weights 5432765432, 11 → 0 and
 * 10 never valid. Spaces, dots and hyphens are ignored (`20-12345678-6`).
 */
export function checkCuil(input: string): IdCheck<CuilReason> {
  const value = withoutSeparators(input);
  if (!/^\d{11}$/.test(value)) return { ok: false, reason: 'format' };
  if (!(CUIL_PREFIXES as readonly string[]).includes(value.slice(0, 2)))
    return { ok: false, reason: 'prefix' };
  if (!validateCuit(value).isValid || remainderGivesTen(value)) return { ok: false, reason: 'checkDigit' };
  return { ok: true, value };
}

/**
 * A stored CUIL/CUIT (11 digits) as AFIP writes it, prefix-number-check digit: `20301112220` →
 * `20-30111222-0`. Anything that is not 11 digits is returned as it is.
 */
export function formatCuil(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2, 10)}-${value.slice(10)}` : value;
}
