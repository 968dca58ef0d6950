import { describe, expect, it } from 'vitest';
import { CLAIM_CODE_DIGITS } from '../../../shared/constants/claims';
import { claimCodeHash, claimCodeMatches, maskEmail, newClaimCode } from './code';

describe('claim codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newClaimCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${CLAIM_CODE_DIGITS}}$`));
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('match their SHA-256 only', () => {
    const hash = claimCodeHash('042917');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(claimCodeMatches('042917', hash)).toBe(true);
    expect(claimCodeMatches('042918', hash)).toBe(false);
    expect(claimCodeMatches('042917', null)).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('info@club.com.ar')).toBe('i***@club.com.ar');
    expect(maskEmail('a@b.ar')).toBe('a***@b.ar');
  });
  it('hides anything that is not an address', () => {
    expect(maskEmail('sin-arroba')).toBe('***');
    expect(maskEmail('@dominio.ar')).toBe('***');
  });
});
