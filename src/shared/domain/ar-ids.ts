/**
 * Argentine identifiers used by partner profiles (SPEC §3 "Partner" `cbu`, `cuil`; ADR 0007): the CBU/CVU
 * bank account key and the CUIL/CUIT tax id. Kept as the entry point the AR code already imports; the
 * checks live with the other countries' in `shared/domain/ids` (the `stdnum` library).
 * @module
 */
import type { IdCheck } from './ids/result';

export { checkCbu, checkCuil, CUIL_PREFIXES, formatCuil } from './ids/ar';

/** Result of {@link checkCbu}: the normalised 22 digits, or why the value is wrong. */
export type CbuCheck = IdCheck<'format' | 'checkDigit'>;
/** Result of {@link checkCuil}: the normalised 11 digits, or why the value is wrong. */
export type CuilCheck = IdCheck<'format' | 'prefix' | 'checkDigit'>;
