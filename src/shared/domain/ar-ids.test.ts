import { describe, expect, it } from 'vitest';
import { checkCbu, checkCuil, formatCuil } from './ar-ids';
import { normaliseArPhone } from './phone';

describe('checkCbu (BCRA check digits)', () => {
  it('accepts valid CBUs, with or without separators', () => {
    expect(checkCbu('2850590940090418135201')).toEqual({ ok: true, value: '2850590940090418135201' });
    expect(checkCbu('28505909 40090418135201')).toEqual({ ok: true, value: '2850590940090418135201' });
    expect(checkCbu('0110599520000001234569').ok).toBe(true);
  });
});

describe('checkCuil (AFIP mod 11)', () => {
  it('accepts valid CUIL and CUIT numbers', () => {
    expect(checkCuil('20-12345678-6')).toEqual({ ok: true, value: '20123456786' });
    expect(checkCuil('27123456780').ok).toBe(true);
    expect(checkCuil('30-71234567-1').ok).toBe(true);
  });
  it('maps a remainder of 11 to check digit 0', () => {
    // 20-00000001: sum = 10 + 2·1 = 12 → 12 mod 11 = 1 → 10 (invalid); 20-00000010: sum = 10 + 3 = 13 → 2 → 9
    expect(checkCuil('20000000109').ok).toBe(true);
    expect(checkCuil('20000000010').ok).toBe(false);
  });
});

describe('refusals of checkCbu and checkCuil: the reason of each', () => {
  const checks = { checkCbu, checkCuil };
  it.each([
    ['checkCbu', 'a wrong first-block check digit', '2850590840090418135201', 'checkDigit'],
    ['checkCbu', 'a wrong second-block check digit', '2850590940090418135202', 'checkDigit'],
    ['checkCbu', '21 digits', '285059094009041813520', 'format'],
    ['checkCbu', '23 digits', '28505909400904181352011', 'format'],
    ['checkCbu', 'a letter among the digits', '28505909400904181352a1', 'format'],
    ['checkCuil', 'a wrong check digit', '20123456787', 'checkDigit'],
    ['checkCuil', 'an unknown prefix', '21123456786', 'prefix'],
    ['checkCuil', '10 digits', '2012345678', 'format'],
  ] as const)('%s refuses %s', (check, _case, value, reason) => {
    expect(checks[check](value)).toEqual({ ok: false, reason });
  });
});

describe('normaliseArPhone', () => {
  it('normalises Argentine landlines and mobiles to E.164', () => {
    expect(normaliseArPhone('011 4321-5678')).toBe('+541143215678');
    expect(normaliseArPhone('+54 9 11 2345-6789')).toBe('+5491123456789');
  });
  it('refuses numbers that are not Argentine or not valid', () => {
    expect(normaliseArPhone('123')).toBeNull();
    expect(normaliseArPhone('+1 202 555 0143')).toBeNull();
    expect(normaliseArPhone('hola')).toBeNull();
  });
});

describe('formatCuil', () => {
  it('writes prefix, number and check digit apart', () => {
    expect(formatCuil('20301112220')).toBe('20-30111222-0');
    expect(formatCuil('2030111222')).toBe('2030111222');
  });
});
