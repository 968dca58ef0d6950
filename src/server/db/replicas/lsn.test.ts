import { describe, expect, it } from 'vitest';
import { lsnReached, parseLsn } from './lsn';

describe('WAL positions (PostgreSQL docs §8.20 pg_lsn)', () => {
  it('reads X/Y as the high and low 32 bits of one number', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe(2n ** 64n - 1n);
  });

  it('compares as numbers, not as text', () => {
    expect((parseLsn('0/10') as bigint) > (parseLsn('0/9') as bigint)).toBe(true);
    expect((parseLsn('1/0') as bigint) > (parseLsn('0/FFFFFFFF') as bigint)).toBe(true);
  });

  it('answers null for null and for anything not of the form', () => {
    for (const bad of [null, undefined, '', '0', '0/', '/0', '1/2/3', 'G/0', '123456789/0', ' 0/0'])
      expect(parseLsn(bad)).toBeNull();
  });

  it('meets no requirement always, and a requirement only with a replay position at or past it', () => {
    expect(lsnReached(null, null)).toBe(true);
    expect(lsnReached(5n, null)).toBe(true);
    expect(lsnReached(null, 5n)).toBe(false);
    expect(lsnReached(4n, 5n)).toBe(false);
    expect(lsnReached(5n, 5n)).toBe(true);
  });
});
