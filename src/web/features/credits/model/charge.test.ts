import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../lib/test-locale';
import { classDeadline, dayLabel, outcomeText, valueOf, visitDays, visitDeadline } from './charge';

const wallet = (balance: number, value: string) => ({ balance, value: { $numberDecimal: value } });

describe('the value of credits before spending them (average cost, ADR 0045)', () => {
  it('takes the share of the value, rounded half up, and the last credits take what is left', () => {
    expect(valueOf(wallet(8, '20000.00'), 2)).toBe('5000.00');
    expect(valueOf(wallet(3, '10000.00'), 1)).toBe('3333.33');
    expect(valueOf(wallet(3, '10000.00'), 2)).toBe('6666.67');
    expect(valueOf(wallet(3, '10000.00'), 3)).toBe('10000.00');
  });

  it('is null when the wallet holds fewer credits', () => {
    expect(valueOf(wallet(1, '2500.00'), 2)).toBeNull();
    expect(valueOf(wallet(0, '0.00'), 1)).toBeNull();
  });
});

describe('the cancel deadline as the server sets it', () => {
  it("is a class's start less the window", () => {
    expect(classDeadline('2026-12-02T19:00:00.000-03:00', 12).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(classDeadline('2026-12-02T19:00:00.000-03:00', 0).toISOString()).toBe('2026-12-02T22:00:00.000Z');
  });

  it("is the visit day's midnight in the gym's zone less the window", () => {
    expect(visitDeadline('2026-12-02', 'America/Argentina/Buenos_Aires', 12).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
    expect(visitDeadline('2026-07-02', 'Europe/Madrid', 0).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(() => visitDeadline('2 de julio', 'Europe/Madrid', 0)).toThrow(RangeError);
  });

  it("offers today in the gym's zone and the following days", () => {
    // 01:30 UTC on the 3rd is still the 2nd in Buenos Aires (UTC−3).
    const now = new Date('2026-12-03T01:30:00Z');
    expect(visitDays('America/Argentina/Buenos_Aires', 3, now)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(visitDays('Europe/Madrid', 1, now)).toEqual(['2026-12-03']);
  });

  it('writes a day as the member reads it, whatever the zone of the browser', () => {
    expect(dayLabel('2026-11-30')).toBe('lunes, 30 de noviembre');
    expect(dayLabel('mañana')).toBe('mañana');
  });

  it("writes it in the page's language (ADR 0055)", () => {
    expect(inLocale('es-MX', () => dayLabel('2026-11-30'))).toBe('lunes, 30 de noviembre');
    expect(inLocale('pt-BR', () => dayLabel('2026-11-30'))).toBe('segunda-feira, 30 de novembro');
    expect(inLocale('pt-BR', () => dayLabel('2026-12-05'))).toBe('sábado, 5 de dezembro');
  });
});

describe("a cancel's outcome in the member's words", () => {
  const charge = { credits: 2, value: { $numberDecimal: '5000.00' }, cancelDeadline: '2026-12-01T15:00:00Z' };

  it('says the credits came back, were kept, or were forgiven', () => {
    expect(outcomeText({ ...charge, cancelOutcome: 'returned' })).toBe('Te devolvimos 2 créditos.');
    expect(outcomeText({ ...charge, cancelOutcome: 'kept' })).toMatch(/^Cancelaste fuera de término: /);
    expect(outcomeText({ ...charge, cancelOutcome: 'forgiven' })).toMatch(
      /^Te perdonamos esta cancelación tardía: es la primera del mes\./,
    );
    expect(outcomeText({ ...charge, credits: 1, cancelOutcome: 'returned' })).toBe(
      'Te devolvimos 1 crédito.',
    );
  });

  it('says nothing without an outcome', () => {
    expect(outcomeText(charge)).toBeNull();
    expect(outcomeText(undefined)).toBeNull();
  });
});
