import { describe, expect, it } from 'vitest';
import { DOOR_CODE_ALPHABET, doorCodeFromBytes, formatDoorCode, normaliseDoorCode } from './door-code';

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
