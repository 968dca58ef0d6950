/**
 * Country-aware identifier checks of partner profiles (SPEC §3 "Partner"; ADR 0007): for each country
 * BuscaGym sells in, its tax id and bank account key, each checked by the `stdnum` library (see ar.ts,
 * mx.ts, br.ts for the authority of each rule). Pure functions, shared by the server's and the forms'
 * zod schemas (shared/contract/tax-ids.ts).
 * @module
 */
import { checkCbu, checkCuil } from './ar';
import { checkCnpj, checkCpf } from './br';
import { checkClabe, checkRfc } from './mx';
import type { IdCheck } from './result';

export { checkCbu, checkCuil, CUIL_PREFIXES, formatCuil, type CbuReason, type CuilReason } from './ar';
export { checkCnpj, checkCpf, formatCnpj, formatCpf, type BrIdReason } from './br';
export { checkClabe, checkRfc, type ClabeReason, type RfcReason } from './mx';
export type { IdCheck, IdReason } from './result';

/**
 * Every identifier check by country (ISO 3166-1 alpha-2) and kind: AR `cuit` (CUIL/CUIT) and `cbu`
 * (CBU/CVU); MX `rfc` and `clabe`; BR `cpf` and `cnpj` (numeric and alphanumeric).
 */
export const ID_CHECKS = {
  AR: { cuit: checkCuil, cbu: checkCbu },
  MX: { rfc: checkRfc, clabe: checkClabe },
  BR: { cpf: checkCpf, cnpj: checkCnpj },
} as const;

/** A country with identifier checks. */
export type IdCountry = keyof typeof ID_CHECKS;
/** The identifier kinds of `C`. */
export type IdKind<C extends IdCountry> = keyof (typeof ID_CHECKS)[C];
/** The reasons the check of `C`'s `K` gives. */
export type IdReasonOf<C extends IdCountry, K extends IdKind<C>> = (typeof ID_CHECKS)[C][K] extends (
  input: string,
) => infer A
  ? A extends { ok: false; reason: infer R }
    ? R
    : never
  : never;

/**
 * Checks `input` as country `country`'s identifier `kind` (see {@link ID_CHECKS}).
 * @returns the identifier normalised, or the reason of its refusal
 */
export function checkId<C extends IdCountry, K extends IdKind<C>>(
  country: C,
  kind: K,
  input: string,
): IdCheck<IdReasonOf<C, K>> {
  // TypeScript cannot follow a generic index of the registry to its own entry's answer type.
  const check = ID_CHECKS[country][kind] as unknown as (value: string) => IdCheck<IdReasonOf<C, K>>;
  return check(input);
}
