// The age shown over offline lists, and which answers are kept offline (ADR 0030).
import { describe, expect, it } from 'vitest';
import { isKeptOffline } from '../lib/offline-data';
import { inLocale } from '../lib/test-locale';
import { agoText } from './OfflineNote';

describe('agoText', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  it('names the largest unit reached, in es-AR', () => {
    expect(agoText(now - 10_000, now)).toMatch(/^hace 10 seg\.?$/);
    expect(agoText(now - 5 * 60_000, now)).toMatch(/^hace 5 min\.?$/);
    expect(agoText(now - 2 * 3_600_000 - 59_000, now)).toMatch(/^hace 2 h\.?$/);
    expect(agoText(now - 3 * 86_400_000, now)).toMatch(/^hace 3 d/);
    expect(agoText(now + 5_000, now)).toMatch(/^hace 0 seg\.?$/);
  });
  it('follows the page’s language: es-MX and pt-BR, one formatter each, es-AR again after them', () => {
    inLocale('es-MX', () => {
      // es-MX's short second is "s" (CLDR), where es-AR's is "seg.".
      expect(agoText(now - 10_000, now)).toBe('hace 10 s');
      expect(agoText(now - 2 * 3_600_000, now)).toMatch(/^hace 2 h\.?$/);
      expect(agoText(now - 3 * 86_400_000, now)).toMatch(/^hace 3 d/);
    });
    inLocale('pt-BR', () => {
      expect(agoText(now - 10_000, now)).toMatch(/^há 10 seg\.?$/);
      expect(agoText(now - 5 * 60_000, now)).toMatch(/^há 5 min\.?$/);
      expect(agoText(now - 3 * 86_400_000, now)).toMatch(/^há 3 d/);
    });
    expect(agoText(now - 10_000, now)).toMatch(/^hace 10 seg\.?$/);
  });
});

describe('isKeptOffline', () => {
  const query = (queryKey: readonly unknown[], status: 'success' | 'error' | 'pending' = 'success') => ({
    queryKey: [...queryKey],
    state: { status } as never,
  });
  it('keeps the account’s orders, bookings, pass secrets, favourites and profile, with data', () => {
    for (const key of [
      ['account', 'orders', 'u1', 'page', 1],
      ['account', 'bookings', 'u1'],
      ['account', 'passes', 'p1', 'rotating'],
      ['account', 'member', 'favourites', 'u1'],
      ['account', 'member', 'profile', 'u1'],
      ['members', 'avatars'],
    ])
      expect(isKeptOffline(query(key)), key.join('/')).toBe(true);
  });
  it('keeps nothing else, and nothing without data', () => {
    expect(isKeptOffline(query(['account', 'cart', 'u1']))).toBe(false);
    expect(isKeptOffline(query(['gyms', 'list']))).toBe(false);
    expect(isKeptOffline(query(['account', 'orders', 'u1'], 'error'))).toBe(false);
  });
});
