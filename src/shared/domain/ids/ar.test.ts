// Argentine identifiers (shared/domain/ids/ar.ts): CUIL/CUIT by AFIP's (now ARCA's) mod-11 rule and
// CBU/CVU by BCRA's two check digits, each documented example accepted and its alterations refused.
import { describe, expect, it } from 'vitest';
import { checkCbu, checkCuil, CUIL_PREFIXES, formatCuil } from './ar';

describe('checkCuil (AFIP/ARCA CUIT and CUIL)', () => {
  it.each([
    ['33-69345023-9', '33693450239', "AFIP's own CUIT, as printed on its forms"],
    ['33-63761744-9', '33637617449', "ANSES's CUIT"],
    ['20-12345678-6', '20123456786', 'a CUIL of DNI 12.345.678 (prefix 20)'],
    ['27 12345678 0', '27123456780', 'the same DNI with prefix 27, spaces between the parts'],
    ['30.71234567.1', '30712345671', 'a company CUIT written with dots'],
  ])('accepts %s (%s)', (input, value, _why) => {
    expect(checkCuil(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['33-69345023-8', 'checkDigit', 'a wrong check digit'],
    ['33-69345032-9', 'checkDigit', 'two digits swapped'],
    ['3369345023', 'format', '10 digits'],
    ['336934502399', 'format', '12 digits'],
    ['33-6934502A-9', 'format', 'a letter'],
    ['21-12345678-6', 'prefix', 'a prefix AFIP does not issue'],
    ['50-00000001-6', 'prefix', "an international prefix stdnum takes (50): not a local partner's"],
    ['20-00000001-9', 'checkDigit', 'a remainder of 10 (AFIP moves such a number to prefix 23)'],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkCuil(input)).toEqual({ ok: false, reason });
  });

  it('lists the AFIP prefixes of people (2x) and companies (3x)', () => {
    expect(CUIL_PREFIXES).toEqual(['20', '23', '24', '27', '30', '33', '34']);
  });

  it('writes a stored CUIT as AFIP does, and anything else as it is', () => {
    expect(formatCuil('33693450239')).toBe('33-69345023-9');
    expect(formatCuil('3369345023')).toBe('3369345023');
  });
});

describe('checkCbu (BCRA CBU and CVU)', () => {
  it.each([
    ['2850590940090418135201', 'the CBU of the CBU article (bank 285, branch 0590)'],
    ['0110599520000001234569', 'bank 011 (Banco de la Nación Argentina)'],
    ['0110002000123456789016', 'a first-block check digit 0'],
    ['0000031400123456789016', 'a CVU: bank code 000, provider 0031 (BCRA Com. "A" 6510)'],
    ['0000031400012345670040', 'a CVU whose second check digit is 0'],
  ])('accepts %s (%s)', (value) => {
    expect(checkCbu(value)).toEqual({ ok: true, value });
  });

  it('ignores spaces, dots and hyphens', () => {
    expect(checkCbu('28505909 4009.0418-135201')).toEqual({ ok: true, value: '2850590940090418135201' });
  });

  it.each([
    ['2850590840090418135201', 'checkDigit', 'a wrong first-block check digit'],
    ['2850590940090418135202', 'checkDigit', 'a wrong second-block check digit'],
    ['0000031400012345670041', 'checkDigit', 'a CVU with a wrong check digit'],
    ['0000031400012345670140', 'checkDigit', 'a CVU whose 0 check digit does not match'],
    ['285059094009041813520', 'format', '21 digits'],
    ['28505909400904181352011', 'format', '23 digits'],
    ['28505909400904181352a1', 'format', 'a letter'],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkCbu(input)).toEqual({ ok: false, reason });
  });
});
