import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard-rule';
import type { StoredSession } from './session-storage';

const member: StoredSession = { userId: 'u-1', name: 'Ana', type: 'user' };
const partner: StoredSession = { userId: 'p-1', name: 'Gym', type: 'partner' };

describe('guardDecision', () => {
  it('sends signed-out visitors to login', () => {
    expect(guardDecision(null)).toBe('login');
    expect(guardDecision(null, { userId: 'u-1', partnerOnly: true })).toBe('login');
  });

  it("refuses a URL with another account's userId", () => {
    expect(guardDecision(member, { userId: 'u-2' })).toBe('foreign');
    expect(guardDecision(member, { userId: 'u-1' })).toBe('allow');
    expect(guardDecision(member, {})).toBe('allow');
  });

  it('refuses partner-only screens to members and admins, allows partners', () => {
    expect(guardDecision(member, { partnerOnly: true })).toBe('role');
    expect(guardDecision({ ...member, type: 'admin' }, { partnerOnly: true })).toBe('role');
    expect(guardDecision(partner, { userId: 'p-1', partnerOnly: true })).toBe('allow');
    expect(guardDecision(partner, { userId: 'u-1', partnerOnly: true })).toBe('foreign');
  });
});
