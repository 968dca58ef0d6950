// Rotating pass codes (ADR 0029): the TOTP is RFC 6238's (its SHA-256 test vectors), and the check is a
// pure function of key, code and clock: valid within one step, stale up to 20 back, invalid otherwise.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { rotatingCodeText } from '../../../../shared/constants/passes';
import { passIdPart } from './id-part';
import { checkRotatingCode, rotatingSecret, stepAt, totpOf } from './rotating';

describe('totpOf', () => {
  // RFC 6238 Appendix B: SHA-256, 8 digits, 30 s, the 32-byte ASCII seed "1234567890" repeated.
  const seed = Buffer.from('12345678901234567890123456789012', 'ascii');
  it.each([
    [59, '46119246'],
    [1111111109, '68084774'],
    [1111111111, '67062674'],
    [1234567890, '91819424'],
    [2000000000, '90698825'],
    [20000000000, '77737706'],
  ])('gives the RFC 6238 test vector at T = %i s', (seconds, otp) => {
    expect(totpOf(seed).generate({ timestamp: seconds * 1000 })).toBe(otp);
  });
});

describe('checkRotatingCode', () => {
  const key = randomBytes(32);
  const passId = '0f8e4a52-3c1d-4b7e-9a60-5d2c1b0a9e87';
  const now = new Date('2026-11-26T03:00:10Z');
  const device = new TOTP({
    algorithm: 'SHA256',
    digits: 8,
    period: 30,
    secret: new Secret({ buffer: Uint8Array.from(rotatingSecret(key, passId)).buffer }),
  });
  const codeAt = (steps: number): string =>
    rotatingCodeText(passIdPart(passId), device.generate({ timestamp: now.getTime() + steps * 30_000 }));

  it('accepts the step of now and one on either side, with its step number', () => {
    for (const steps of [-1, 0, 1])
      expect(checkRotatingCode(key, codeAt(steps), now)).toEqual({
        kind: 'valid',
        passId,
        step: stepAt(now) + steps,
      });
  });

  it('calls a code of 2 to 20 steps ago stale, and older or later ones invalid', () => {
    for (const steps of [-2, -20])
      expect(checkRotatingCode(key, codeAt(steps), now)).toEqual({ kind: 'stale', passId });
    for (const steps of [-21, 2, 20])
      expect(checkRotatingCode(key, codeAt(steps), now)).toEqual({ kind: 'invalid' });
  });

  it('refuses another key, another pass and malformed texts', () => {
    expect(checkRotatingCode(randomBytes(32), codeAt(0), now)).toEqual({ kind: 'invalid' });
    const other = rotatingCodeText(passIdPart('1f8e4a52-3c1d-4b7e-9a60-5d2c1b0a9e87'), codeAt(0).slice(-8));
    expect(checkRotatingCode(key, other, now)).toEqual({ kind: 'invalid' });
    for (const text of ['', 'BGT1', 'BGT1..12345678', `${codeAt(0)}0`, codeAt(0).replace('BGT1', 'BGP1')])
      expect(checkRotatingCode(key, text, now)).toEqual({ kind: 'invalid' });
  });
});
