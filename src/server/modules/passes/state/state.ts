/**
 * Whether a pass can be used at a given moment: revoked, before its start, after its end, or (a
 * service pass) without uses left — in that order of precedence — else valid.
 * @module
 */
import type { PassState } from '../../../../shared/contract/orders';

/** The fields of a pass that decide its state. */
export interface PassTimes {
  validFrom: Date;
  validUntil: Date;
  usesLeft: number | null;
  revokedAt: Date | null;
}

/** The state of `pass` at `now`. */
export function passStateAt(pass: PassTimes, now: Date): PassState {
  if (pass.revokedAt) return 'revoked';
  if (now < pass.validFrom) return 'notYetValid';
  if (now >= pass.validUntil) return 'expired';
  if (pass.usesLeft !== null && pass.usesLeft <= 0) return 'usedUp';
  return 'valid';
}
