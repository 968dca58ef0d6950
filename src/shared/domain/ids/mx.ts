/**
 * Mexican identifiers for partner profiles in México (SPEC §3 "Partner"; ADR 0007): the RFC tax id and
 * the CLABE bank account key, checked by the `stdnum` library (`mx.rfc`, `mx.clabe`).
 * @module
 */
import { validate as validateClabe } from 'stdnum/lib/cjs/mx/clabe.js';
import { validate as validateRfc } from 'stdnum/lib/cjs/mx/rfc.js';
import { fromStdnum, type IdCheck } from './result';

/** Reasons {@link checkRfc} gives. */
export type RfcReason = 'length' | 'format' | 'checkDigit';

/**
 * Checks an RFC (Registro Federal de Contribuyentes, SAT): 13 characters for a persona física (4 letters
 * of the name, birth date YYMMDD, 3-character homoclave) or 12 for a persona moral (3 letters, date of
 * incorporation, homoclave); the last homoclave character is a mod-11 check digit (SAT, "Anexo 20" /
 * the IFAI-published algorithm `stdnum` implements, with `&` and `Ñ`). Refused: other lengths, the
 * 10-character RFC without homoclave (no tax id for a payout), SAT's generic RFCs (`XAXX010101000`:
 * the homoclave `000` is not issued), words SAT replaces, impossible dates. Spaces and hyphens are
 * ignored; letters are upper-cased.
 */
export function checkRfc(input: string): IdCheck<RfcReason> {
  const value = input.replace(/[\s-]/g, '').toUpperCase();
  if (value.length !== 12 && value.length !== 13) return { ok: false, reason: 'length' };
  return fromStdnum(validateRfc(value), (r) => (r === 'checkDigit' ? r : r === 'length' ? r : 'format'));
}

/** Reasons {@link checkClabe} gives. */
export type ClabeReason = 'length' | 'format' | 'component' | 'checkDigit';

/**
 * Checks a CLABE (Clave Bancaria Estandarizada, Banxico): 18 digits = bank (3) + plaza (3) + account
 * (11) + check digit, the check digit being (10 − Σ dᵢ·wᵢ mod 10) mod 10 with weights 3, 7, 1 repeated
 * (Banxico, "CLABE" standard, mandatory since 2004). `component` when the bank or plaza code is not in
 * `stdnum`'s Banxico list. Spaces and hyphens are ignored.
 */
export function checkClabe(input: string): IdCheck<ClabeReason> {
  const value = input.replace(/[\s-]/g, '');
  if (value.length !== 18) return { ok: false, reason: 'length' };
  if (!/^\d{18}$/.test(value)) return { ok: false, reason: 'format' };
  return fromStdnum(validateClabe(value), (r) => (r === 'prefix' ? 'component' : r));
}
