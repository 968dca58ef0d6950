// The second factor's cryptography (ADR 0019) against RFC 6238 Appendix B: the SHA-1 test vectors use the
// 20-byte ASCII secret "12345678901234567890" and 8 digits; HOTP truncation (RFC 4226 §5.3) is the value
// modulo 10^digits, so the 6-digit codes are the vectors' last six digits.
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../../../shared/constants/mfa';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  timeStepAt,
  totpCodeAt,
} from './mfa-totp';

/** Base32 (RFC 4648) of the ASCII bytes "12345678901234567890". */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** RFC 6238 Appendix B, SHA-1 rows: unix time (s) → 8-digit TOTP. */
const VECTORS: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is the last six digits of %s', (seconds, eight) => {
    const at = new Date(seconds * 1000);
    expect(totpCodeAt(RFC_SECRET, at)).toBe(eight.slice(2));
    expect(matchingStep(RFC_SECRET, eight.slice(2), at)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step either side of now and answers the step the code belongs to; not two', () => {
    const at = new Date(1234567890 * 1000);
    const step = timeStepAt(at);
    for (const delta of [-1, 0, 1]) {
      const code = totpCodeAt(RFC_SECRET, new Date((step + delta) * 30_000));
      expect(matchingStep(RFC_SECRET, code, at)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      const code = totpCodeAt(RFC_SECRET, new Date((step + delta) * 30_000));
      expect(matchingStep(RFC_SECRET, code, at)).toBeNull();
    }
  });

  it('tolerates the space apps show, refuses other lengths and wrong codes', () => {
    const at = new Date(59_000);
    expect(matchingStep(RFC_SECRET, '287 082', at)).toBe(1);
    expect(matchingStep(RFC_SECRET, '94287082', at)).toBeNull();
    expect(matchingStep(RFC_SECRET, '287083', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and the key URI apps read', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    const uri = otpauthUri(RFC_SECRET, 'jefa@example.com');
    expect(uri).toBe(
      'otpauth://totp/BuscaGym:jefa%40example.com?issuer=BuscaGym&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('ten distinct XXXX-XXXX codes of Crockford base32', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('hash the normalised code salted with the account id', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const hash = recoveryCodeHash(id, 'K7QM-2XH0');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(id, 'k7qm 2xho')).toBe(hash);
    expect(recoveryCodeHash(id, 'K7QM2XH0')).toBe(hash);
    expect(recoveryCodeHash('00000000-0000-4000-8000-000000000002', 'K7QM-2XH0')).not.toBe(hash);
  });
});
