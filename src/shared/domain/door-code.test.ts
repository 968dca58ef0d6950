import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  DOOR_CODE_ALPHABET,
  doorCodeFromBytes,
  formatDoorCode,
  normaliseDoorCode,
  rotatingDoorCode,
} from './door-code';

describe('door code', () => {
  it('uses 32 symbols without look-alike letters', () => {
    expect(new Set(DOOR_CODE_ALPHABET).size).toBe(32);
    expect(DOOR_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
  it('makes 8 symbols from random bytes', () => {
    expect(doorCodeFromBytes(Uint8Array.from([0, 1, 31, 32, 255, 10, 17, 200]))).toBe('01Z0ZAH8');
    expect(() => doorCodeFromBytes(new Uint8Array(7))).toThrow(RangeError);
  });
  it('reads what a person types: case, spaces, hyphens and look-alikes', () => {
    expect(normaliseDoorCode('abcd-1234')).toBe('ABCD1234');
    expect(normaliseDoorCode(' AB CD 12 34 ')).toBe('ABCD1234');
    expect(normaliseDoorCode('oIlO-9XYZ')).toBe('0110' + '9XYZ');
  });
  it('refuses what is not a door code', () => {
    expect(normaliseDoorCode('ABCD123')).toBeNull();
    expect(normaliseDoorCode('ABCD12345')).toBeNull();
    expect(normaliseDoorCode('ABCU1234')).toBeNull();
    expect(normaliseDoorCode('BGP1.aaaa.bbbb')).toBeNull();
  });
  it('groups a code in two halves for reading', () => {
    expect(formatDoorCode('ABCD1234')).toBe('ABCD-1234');
  });
});

describe('rotating door code', () => {
  it('keeps the 4 symbols that name the pass and writes the one-time password as 4 more', () => {
    expect(rotatingDoorCode('ABCDWXYZ', '00000000')).toBe('ABCD0000');
    expect(rotatingDoorCode('ABCDWXYZ', '00000033')).toBe('ABCD0011');
    // 2^20 − 1 is the largest value of 4 symbols; 2^20 wraps to 0.
    expect(rotatingDoorCode('ABCDWXYZ', String(2 ** 20 - 1))).toBe('ABCDZZZZ');
    expect(rotatingDoorCode('ABCDWXYZ', String(2 ** 20))).toBe('ABCD0000');
    expect(normaliseDoorCode(rotatingDoorCode('K7PM3QXD', '99999999'))).toMatch(/^K7PM[0-9A-Z]{4}$/);
    expect(() => rotatingDoorCode('ABCDWXYZ', '12ab')).toThrow(RangeError);
  });

  it('changes at each 30-second step boundary and not within a step', () => {
    const totp = new TOTP({
      algorithm: 'SHA256',
      digits: 8,
      period: 30,
      secret: Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
    });
    const at = (ms: number) => rotatingDoorCode('ABCDWXYZ', totp.generate({ timestamp: ms }));
    const start = 1_800_000_000_000 - (1_800_000_000_000 % 30_000);
    expect(at(start)).toBe(at(start + 29_999));
    expect(at(start + 30_000)).not.toBe(at(start + 29_999));
    expect(at(start - 1)).not.toBe(at(start));
    // RFC 6238: the same step gives the same code on any device.
    expect(at(start + 10_000)).toBe(rotatingDoorCode('ABCD0000', totp.generate({ timestamp: start })));
  });
});
