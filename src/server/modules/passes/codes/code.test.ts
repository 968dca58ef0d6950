import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPassSigner, PASS_CODE_PREFIX } from './code';

describe('pass codes (HMAC-SHA256, RFC 2104)', () => {
  const signer = createPassSigner(randomBytes(32));

  it('round-trips a pass id and is stable', () => {
    const id = randomUUID();
    const code = signer.codeOf(id);
    expect(code.startsWith(`${PASS_CODE_PREFIX}.`)).toBe(true);
    expect(code).toBe(signer.codeOf(id));
    expect(signer.verify(code)).toBe(id);
    expect(signer.verify(`  ${code}\n`)).toBe(id);
  });

  it('refuses a code signed with another key, an altered id or MAC, and junk', () => {
    const id = randomUUID();
    const code = signer.codeOf(id);
    expect(createPassSigner(randomBytes(32)).verify(code)).toBeNull();
    const [prefix, idPart = '', mac = ''] = code.split('.');
    const otherId = signer.codeOf(randomUUID()).split('.')[1];
    expect(signer.verify(`${prefix}.${otherId}.${mac}`)).toBeNull();
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(signer.verify(`${prefix}.${idPart}.${flipped}`)).toBeNull();
    for (const junk of ['', 'BGP1', 'BGP1..', `BGP2.${idPart}.${mac}`, `${code}.x`, 'x'.repeat(200)])
      expect(signer.verify(junk)).toBeNull();
  });

  it('refuses a short key', () => {
    expect(() => createPassSigner(randomBytes(16))).toThrow(RangeError);
  });
});
