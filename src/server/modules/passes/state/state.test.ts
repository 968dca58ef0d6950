import { describe, expect, it } from 'vitest';
import { passStateAt } from './state';

describe('pass state', () => {
  const base = {
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2026-02-01T00:00:00Z'),
    usesLeft: null,
    revokedAt: null,
  };
  it('is valid inside its dates', () => {
    expect(passStateAt(base, new Date('2026-01-15T00:00:00Z'))).toBe('valid');
    expect(passStateAt(base, base.validFrom)).toBe('valid');
  });
  it('is not yet valid before, expired from its end', () => {
    expect(passStateAt(base, new Date('2025-12-31T23:59:59Z'))).toBe('notYetValid');
    expect(passStateAt(base, base.validUntil)).toBe('expired');
  });
  it('is used up without uses left, and revocation wins', () => {
    const now = new Date('2026-01-15T00:00:00Z');
    expect(passStateAt({ ...base, usesLeft: 0 }, now)).toBe('usedUp');
    expect(passStateAt({ ...base, usesLeft: 2 }, now)).toBe('valid');
    expect(passStateAt({ ...base, usesLeft: 0, revokedAt: now }, now)).toBe('revoked');
  });
});
