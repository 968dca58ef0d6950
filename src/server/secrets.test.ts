import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  newOpaqueToken,
  newTypedCode,
  normalizeTypedCode,
  sameDigest,
  sha256Hex,
} from './secrets';

describe('secrets', () => {
  it('opaque tokens are 43 base64url characters and do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes to 64 hex characters and compares digests in constant time', () => {
    const a = sha256Hex('abc');
    expect(a).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameDigest(a, sha256Hex('abc'))).toBe(true);
    expect(sameDigest(a, sha256Hex('abd'))).toBe(false);
    expect(sameDigest(a, a.slice(2))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });

  it('typed codes use the 32-symbol alphabet; typing variants normalise to the code', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    const code = newTypedCode(8);
    expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(normalizeTypedCode(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `)).toBe(code);
    expect(normalizeTypedCode('o1l-I0')).toBe('01110');
  });
});
