import { describe, expect, it } from 'vitest';
import { conditionNames, formatBirthday, formatPhone, genderLabel } from './format';
import { inLocale } from '../../../lib/test-locale';

describe('member data display (es-AR)', () => {
  it('formats a birthday as a calendar day, whatever the time zone', () => {
    expect(formatBirthday('1990-05-03')).toBe('3 de mayo de 1990');
    expect(formatBirthday('2000-01-01')).toBe('1 de enero de 2000');
    expect(formatBirthday('ayer')).toBe('ayer');
  });

  it("formats a birthday in the page's language (ADR 0055)", () => {
    expect(inLocale('es-MX', () => formatBirthday('1990-05-03'))).toBe('3 de mayo de 1990');
    expect(inLocale('pt-BR', () => formatBirthday('1990-05-03'))).toBe('3 de maio de 1990');
    expect(inLocale('pt-BR', () => formatBirthday('2000-01-01'))).toBe('1 de janeiro de 2000');
    expect(formatBirthday('1990-05-03')).toBe('3 de mayo de 1990');
  });

  it('formats E.164 phones the way they are typed back', () => {
    expect(formatPhone('+5491123456789')).toBe('+54 9 11 2345 6789');
    expect(formatPhone('+541143215678')).toBe('+54 11 4321 5678');
  });

  it('labels genders and names the declared conditions in catalogue order', () => {
    expect(genderLabel('prefiero_no_decir')).toBe('Prefiero no decirlo');
    const catalogue = [
      { _id: 'asma', name: 'Asma', considerations: '…' },
      { _id: 'hipertension', name: 'Hipertensión', considerations: '…' },
    ];
    expect(conditionNames(['hipertension', 'asma', 'otra'], catalogue)).toEqual(['Asma', 'Hipertensión']);
  });
});
