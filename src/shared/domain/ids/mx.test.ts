// Mexican identifiers (shared/domain/ids/mx.ts): SAT's RFC and Banxico's CLABE, each documented example
// accepted and its alterations refused.
import { describe, expect, it } from 'vitest';
import { checkClabe, checkRfc } from './mx';

describe('checkRfc (SAT)', () => {
  it.each([
    ['GODE561231GR8', 'GODE561231GR8', 'persona física, 13 characters: the example of SAT’s CFDI guides'],
    ['EKU9003173C9', 'EKU9003173C9', 'persona moral, 12 characters: the RFC of SAT’s test certificates'],
    ['IIA040805DZ4', 'IIA040805DZ4', 'persona moral of SAT’s test environment'],
    ['gode-561231-gr8', 'GODE561231GR8', 'lower case with hyphens'],
  ])('accepts %s (%s)', (input, value, _why) => {
    expect(checkRfc(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['GODE561231GR9', 'checkDigit', 'persona física with a wrong check digit'],
    ['EKU9003173C8', 'checkDigit', 'persona moral with a wrong check digit'],
    ['GODE561231', 'length', '10 characters: without homoclave'],
    ['EKU9003173C', 'length', '11 characters'],
    ['GODE561231GR80', 'length', '14 characters'],
    ['EKU9013173C9', 'format', 'month 13'],
    ['GODE561331GR8', 'format', 'month 13 in a persona física'],
    ['1KU9003173C9', 'format', 'a digit among the name letters'],
    ['XAXX010101000', 'format', "SAT's generic RFC (público en general): homoclave 000, no taxpayer"],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkRfc(input)).toEqual({ ok: false, reason });
  });
});

describe('checkClabe (Banxico)', () => {
  it.each([
    ['032180000118359719', '032180000118359719', 'the example Banxico gives for the standard'],
    ['032 180 00011835971 9', '032180000118359719', 'the same, spaced as banks print it'],
    ['002010077777777771', '002010077777777771', 'bank 002 (Banamex), plaza 010'],
  ])('accepts %s (%s)', (input, value, _why) => {
    expect(checkClabe(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['032180000118359718', 'checkDigit', 'a wrong check digit'],
    ['032180000118359791', 'checkDigit', 'the last two digits swapped'],
    ['03218000011835971', 'length', '17 digits'],
    ['0321800001183597190', 'length', '19 digits'],
    ['03218000011835971A', 'format', 'a letter'],
    ['001180000118359719', 'component', 'a bank code Banxico has not given (001)'],
  ] as const)('refuses %s with %s (%s)', (input, reason, _why) => {
    expect(checkClabe(input)).toEqual({ ok: false, reason });
  });
});
