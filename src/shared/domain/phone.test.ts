import { describe, expect, it } from 'vitest';
import { formatArPhone, formatPhone, normaliseArPhone, normalisePhone } from './phone';

describe('formatArPhone', () => {
  it('shows a stored Argentine number in the national format', () => {
    expect(formatArPhone('+541143215678')).toBe('011 4321-5678');
    expect(formatArPhone(normaliseArPhone('11 2345 6789') ?? '')).toBe('011 2345-6789');
  });
  it('keeps other countries international and unreadable text as stored', () => {
    expect(formatArPhone('+59821234567')).toBe('+598 2123 4567');
    expect(formatArPhone('hola')).toBe('hola');
  });
});

describe('normalisePhone and formatPhone (México, Brasil)', () => {
  it.each([
    ['MX', '55 1234 5678', '+525512345678', '55 1234 5678'],
    ['MX', '+52 33 1234 5678', '+523312345678', '33 1234 5678'],
    ['BR', '(11) 91234-5678', '+5511912345678', '(11) 91234-5678'],
    ['BR', '+55 21 2345-6789', '+552123456789', '(21) 2345-6789'],
    ['AR', '011 4321-5678', '+541143215678', '011 4321-5678'],
  ] as const)('%s: reads %s as %s and shows it as %s', (country, input, e164, national) => {
    expect(normalisePhone(country, input)).toBe(e164);
    expect(formatPhone(country, e164)).toBe(national);
  });

  it.each([
    ['MX', '123'],
    ['MX', '011 4321-5678'],
    ['BR', '11 1234'],
    ['BR', '+54 11 4321-5678'],
    ['AR', '+55 11 91234-5678'],
  ] as const)('%s refuses %s', (country, input) => {
    expect(normalisePhone(country, input)).toBeNull();
  });

  it("shows another country's number in the international format", () => {
    expect(formatPhone('MX', '+541143215678')).toBe('+54 11 4321 5678');
    expect(formatPhone('BR', 'hola')).toBe('hola');
  });
});
