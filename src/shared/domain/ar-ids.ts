/**
 * Argentine identifiers used by partner profiles (SPEC §3 "Partner" `cbu`, `cuil`; ADR 0007): the CBU bank
 * account key and the CUIL/CUIT tax id. Pure functions, shared by the server's and the form's zod schemas.
 * @module
 */

const digitsOnly = (value: string): string => value.replace(/[\s.-]/g, '');

/** Weighted-sum check digit used by both CBU blocks: (10 − Σ dᵢ·wᵢ mod 10) mod 10. */
function cbuCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

const CBU_BLOCK1_WEIGHTS = [7, 1, 3, 9, 7, 1, 3] as const;
const CBU_BLOCK2_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

/** Result of {@link checkCbu}: the normalised 22 digits, or why the value is wrong. */
export type CbuCheck = { ok: true; value: string } | { ok: false; reason: 'format' | 'checkDigit' };

/**
 * Checks a CBU (Clave Bancaria Uniforme): 22 digits in two blocks, 8 = bank (3) + branch (4) + check
 * digit, and 14 = account (13) + check digit; each check digit is (10 − Σ dᵢ·wᵢ mod 10) mod 10 with the
 * weights 7139713 and 3971397139713 (BCRA, Comunicación "A" 2156 / Texto ordenado "Sistema Nacional
 * de Pagos – Transferencias"). Spaces, dots and hyphens are ignored.
 */
export function checkCbu(input: string): CbuCheck {
  const value = digitsOnly(input);
  if (!/^\d{22}$/.test(value)) return { ok: false, reason: 'format' };
  const block1 = value.slice(0, 7);
  const block2 = value.slice(8, 21);
  if (cbuCheckDigit(block1, CBU_BLOCK1_WEIGHTS) !== Number(value[7]))
    return { ok: false, reason: 'checkDigit' };
  if (cbuCheckDigit(block2, CBU_BLOCK2_WEIGHTS) !== Number(value[21]))
    return { ok: false, reason: 'checkDigit' };
  return { ok: true, value };
}

/** Prefixes of CUIL (people: 20, 23, 24, 27) and CUIT (companies: 30, 33, 34), per AFIP. */
export const CUIL_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;
const CUIL_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Result of {@link checkCuil}: the normalised 11 digits, or why the value is wrong. */
export type CuilCheck =
  { ok: true; value: string } | { ok: false; reason: 'format' | 'prefix' | 'checkDigit' };

/**
 * Checks a CUIL/CUIT: 11 digits = prefix (2) + DNI or company number (8) + check digit, where the check
 * digit is 11 − (Σ dᵢ·wᵢ mod 11) with weights 5432765432, 11 → 0, and 10 never valid (AFIP issues such
 * numbers with prefix 23 or 33 instead). Spaces, dots and hyphens are ignored (`20-12345678-6`).
 */
export function checkCuil(input: string): CuilCheck {
  const value = digitsOnly(input);
  if (!/^\d{11}$/.test(value)) return { ok: false, reason: 'format' };
  if (!(CUIL_PREFIXES as readonly string[]).includes(value.slice(0, 2)))
    return { ok: false, reason: 'prefix' };
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(value[i]) * (CUIL_WEIGHTS[i] ?? 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? 0 : rest;
  if (expected === 10 || expected !== Number(value[10])) return { ok: false, reason: 'checkDigit' };
  return { ok: true, value };
}

/**
 * A stored CUIL/CUIT (11 digits) as AFIP writes it, prefix-number-check digit: `20301112220` →
 * `20-30111222-0`. Anything that is not 11 digits is returned as it is.
 */
export function formatCuil(value: string): string {
  return /^\d{11}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2, 10)}-${value.slice(10)}` : value;
}
