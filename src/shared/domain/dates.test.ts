// Dates written by code in the reader's language (ADR 0055) and in the gym's zone (docs/architecture.md §7):
// es-AR exactly as before, es-MX and pt-BR with their own day and month names.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../messages/i18n/locales';
import { SALES_TIME_ZONE } from '../constants/sales';
import { formatBuenosAiresDateTime, formatBuenosAiresDay, localDayAndTime } from './dates';

/** Monday 30 November 2026, 19:00 in Buenos Aires and São Paulo (UTC−3), 16:00 in Mexico City (UTC−6). */
const MONDAY_EVENING = new Date('2026-11-30T22:00:00Z');
/** Tuesday 1 December 2026 in UTC, still Monday 30 November (23:30) in Buenos Aires and São Paulo. */
const MONDAY_LATE = new Date('2026-12-01T02:30:00Z');
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const MEXICO_CITY = 'America/Mexico_City';
const SAO_PAULO = 'America/Sao_Paulo';

describe('localDayAndTime', () => {
  it('writes es-AR as it always did', () => {
    expect(localDayAndTime(MONDAY_EVENING, BUENOS_AIRES, 'es-AR')).toEqual([
      'lunes, 30 de noviembre de 2026',
      '19:00',
    ]);
    expect(localDayAndTime(MONDAY_EVENING, BUENOS_AIRES, 'es-AR', 'noYear')).toEqual([
      'lunes, 30 de noviembre',
      '19:00',
    ]);
  });

  it('writes es-MX in Spanish, at the hour of Mexico City', () => {
    expect(localDayAndTime(MONDAY_EVENING, MEXICO_CITY, 'es-MX')).toEqual([
      'lunes, 30 de noviembre de 2026',
      '16:00',
    ]);
    expect(localDayAndTime(MONDAY_EVENING, MEXICO_CITY, 'es-MX', 'noYear')).toEqual([
      'lunes, 30 de noviembre',
      '16:00',
    ]);
  });

  it('writes pt-BR with Portuguese day and month names', () => {
    expect(localDayAndTime(MONDAY_EVENING, SAO_PAULO, 'pt-BR')).toEqual([
      'segunda-feira, 30 de novembro de 2026',
      '19:00',
    ]);
    expect(localDayAndTime(MONDAY_EVENING, SAO_PAULO, 'pt-BR', 'noYear')).toEqual([
      'segunda-feira, 30 de novembro',
      '19:00',
    ]);
  });

  it("keeps the gym's zone in every locale: an instant past midnight in UTC is still the gym's Monday", () => {
    expect(localDayAndTime(MONDAY_LATE, BUENOS_AIRES, 'es-AR')).toEqual([
      'lunes, 30 de noviembre de 2026',
      '23:30',
    ]);
    expect(localDayAndTime(MONDAY_LATE, MEXICO_CITY, 'es-MX', 'noYear')).toEqual([
      'lunes, 30 de noviembre',
      '20:30',
    ]);
    expect(localDayAndTime(MONDAY_LATE, SAO_PAULO, 'pt-BR', 'noYear')).toEqual([
      'segunda-feira, 30 de novembro',
      '23:30',
    ]);
    expect(localDayAndTime(MONDAY_LATE, 'UTC', 'pt-BR', 'noYear')).toEqual([
      'terça-feira, 1 de dezembro',
      '02:30',
    ]);
  });
});

describe('formatBuenosAiresDateTime and formatBuenosAiresDay', () => {
  it('write the Buenos Aires day and hour in figures', () => {
    expect(formatBuenosAiresDateTime(MONDAY_LATE)).toBe('30/11/2026, 23:30');
    expect(formatBuenosAiresDateTime('2026-12-01T02:30:00Z')).toBe('30/11/2026, 23:30');
    expect(formatBuenosAiresDay(MONDAY_LATE)).toBe('30/11/2026');
  });

  it('write what every locale of the catalogues writes, so they need no locale of their own', () => {
    const figures = { timeZone: SALES_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    for (const locale of LOCALES) {
      expect(new Intl.DateTimeFormat(locale, figures).format(MONDAY_LATE), locale).toBe(
        formatBuenosAiresDay(MONDAY_LATE),
      );
      expect(new Intl.DateTimeFormat(locale, { ...figures, ...clock }).format(MONDAY_LATE), locale).toBe(
        formatBuenosAiresDateTime(MONDAY_LATE),
      );
    }
  });
});
