/**
 * The answer shape of every identifier check in `shared/domain/ids` and how a refusal of the `stdnum`
 * library (python-stdnum's port, MIT; ADR 0007) becomes one of our reasons.
 * @module
 */

/**
 * Why a typed identifier is refused: `length` (wrong number of characters), `format` (characters the
 * identifier cannot hold, or a part out of shape, such as a date), `prefix` (a CUIT/CUIL type AFIP does not
 * issue), `component` (a part that names nothing, such as an unknown Banxico bank code), `checkDigit` (the
 * check digits do not match the rest).
 */
export type IdReason = 'length' | 'format' | 'prefix' | 'component' | 'checkDigit';

/** A check's answer: the identifier normalised (separators dropped, upper case), or why it is refused. */
export type IdCheck<R extends IdReason = IdReason> = { ok: true; value: string } | { ok: false; reason: R };

/** What `stdnum`'s `validate` answers (its `ValidateReturn`, reduced to what we read). */
export type StdnumAnswer = { isValid: true; compact: string } | { isValid: false; error?: { name: string } };

/** `stdnum`'s exception names (its `exceptions` module) and our reason for each. */
const STDNUM_REASONS: Readonly<Record<string, IdReason>> = {
  InvalidLength: 'length',
  InvalidFormat: 'format',
  InvalidComponent: 'component',
  InvalidChecksum: 'checkDigit',
};

/**
 * Reads a `stdnum` answer as an {@link IdCheck}. `rename` maps a reason to the one the caller reports
 * (an RFC's bad date is a `component` for `stdnum` and a `format` for our messages); a refusal without a
 * known exception name is a `format`.
 */
export function fromStdnum<R extends IdReason>(
  answer: StdnumAnswer,
  rename: (reason: IdReason) => R,
): IdCheck<R> {
  if (answer.isValid) return { ok: true, value: answer.compact };
  return { ok: false, reason: rename(STDNUM_REASONS[answer.error?.name ?? ''] ?? 'format') };
}
