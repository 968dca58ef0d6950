// Brazilian identifiers (shared/domain/ids/br.ts): the Receita Federal's CPF and CNPJ, numeric and
// alphanumeric (IN RFB 2.229/2024), each documented example accepted and its alterations refused.
import { describe, expect, it } from 'vitest';
import { checkCnpj, checkCpf, formatCnpj, formatCpf } from './br';

describe('checkCpf (Receita Federal)', () => {
  it.each([
    ['390.533.447-05', '39053344705', 'the example of python-stdnum’s documentation'],
    ['100.000.037-00', '10000003700', 'both check digits 0 (remainders below 2)'],
    ['52998224725', '52998224725', 'digits only'],
  ])('accepts %s (%s)', (input, value, _why) => {
    expect(checkCpf(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['390.533.447-04', 'checkDigit', 'a wrong second check digit'],
    ['390.533.447-15', 'checkDigit', 'a wrong first check digit'],
    ['390.533.447-0', 'length', '10 digits'],
    ['390.533.447-055', 'length', '12 digits'],
    ['390.533.44A-05', 'format', 'a letter'],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkCpf(input)).toEqual({ ok: false, reason });
  });

  it('writes a stored CPF as the Receita does', () => {
    expect(formatCpf('39053344705')).toBe('390.533.447-05');
  });
});

describe('checkCnpj (Receita Federal, numeric and alphanumeric)', () => {
  it.each([
    ['12.ABC.345/01DE-35', '12ABC34501DE35', 'the alphanumeric example of the Receita’s published material'],
    ['12.abc.345/01de-35', '12ABC34501DE35', 'the same in lower case'],
    ['00.000.000/0001-91', '00000000000191', 'Banco do Brasil, numeric'],
    ['16.727.230/0001-97', '16727230000197', 'the numeric example of python-stdnum’s documentation'],
  ])('accepts %s (%s)', (input, value, _why) => {
    expect(checkCnpj(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['12.ABC.345/01DE-36', 'checkDigit', 'alphanumeric with a wrong second check digit'],
    ['12.ABC.345/01DE-25', 'checkDigit', 'alphanumeric with a wrong first check digit'],
    ['12.ABD.345/01DE-35', 'checkDigit', 'alphanumeric with a letter changed'],
    ['00.000.000/0001-92', 'checkDigit', 'numeric with a wrong check digit'],
    ['12.ABC.345/01DE-3', 'length', '13 characters'],
    ['12.ABC.345/01DE-355', 'length', '15 characters'],
    ['12.ABC.345/01DE-AB', 'format', 'letters as check digits'],
    ['12.AB*.345/01DE-35', 'format', 'a character that is neither letter nor digit'],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkCnpj(input)).toEqual({ ok: false, reason });
  });

  it('writes a stored CNPJ as the Receita does', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('00000000000191')).toBe('00.000.000/0001-91');
  });
});
