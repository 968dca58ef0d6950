// The withdrawal's term per country (ADR 0056; ./window): the payment's day is not counted and the term
// ends at the end of its last day in the gym's zone; México counts business days, Monday to Friday that
// are not rest days of Ley Federal del Trabajo art. 74 (./rest-days).
import { describe, expect, it } from 'vitest';
import { withdrawalDeadline, withinWithdrawalWindow } from './window';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const MEXICO_CITY = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';

describe('withdrawalDeadline', () => {
  it('ends Argentina’s 10 calendar days at midnight of the tenth day after the payment, in Buenos Aires', () => {
    const paid = new Date('2026-11-20T23:30:00-03:00');
    expect(withdrawalDeadline(paid, 'AR', BUENOS_AIRES).toISOString()).toBe('2026-12-01T02:59:59.999Z');
  });

  it('ends Brasil’s 7 calendar days at midnight of the seventh day in São Paulo', () => {
    const paid = new Date('2026-11-20T08:00:00-03:00');
    expect(withdrawalDeadline(paid, 'BR', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-28T02:59:59.999Z',
    );
  });

  it('counts México’s 5 business days from the payment’s local day, skipping weekends', () => {
    // Friday 20 → Friday 27; Saturday 21 and Sunday 22 → Friday 27 too (Monday 23 is the first day).
    for (const at of ['2026-11-20T12:00:00-06:00', '2026-11-21T12:00:00-06:00', '2026-11-22T23:00:00-06:00'])
      expect(withdrawalDeadline(new Date(at), 'MX', MEXICO_CITY).toISOString(), at).toBe(
        '2026-11-28T05:59:59.999Z',
      );
    // 01:00 UTC on Saturday is still Friday evening in Mexico City.
    expect(withdrawalDeadline(new Date('2026-11-21T01:00:00Z'), 'MX', MEXICO_CITY).toISOString()).toBe(
      '2026-11-28T05:59:59.999Z',
    );
  });

  it('skips México’s rest days: paid on Friday 13 November 2026, Monday 16 (Revolution Day) is not counted', () => {
    // Tuesday 17 to Friday 20 are days 1 to 4; Monday 23 is the fifth.
    const paid = new Date('2026-11-13T12:00:00-06:00');
    expect(withdrawalDeadline(paid, 'MX', MEXICO_CITY).toISOString()).toBe('2026-11-24T05:59:59.999Z');
    expect(withdrawalDeadline(paid, 'MX', TIJUANA).toISOString()).toBe('2026-11-24T07:59:59.999Z');
    // Paid on Thursday 24 December: Friday 25 rests, Monday 28 to Thursday 31 are 1 to 4, and Friday
    // 1 January 2027 rests too, so the fifth day is Monday 4 January.
    expect(withdrawalDeadline(new Date('2026-12-24T12:00:00-06:00'), 'MX', MEXICO_CITY).toISOString()).toBe(
      '2027-01-05T05:59:59.999Z',
    );
  });

  it('counts Argentina’s and Brasil’s calendar days over their holidays', () => {
    // 25 May (Argentina) and 21 April (Brasil) fall within and count.
    expect(withdrawalDeadline(new Date('2026-05-20T12:00:00-03:00'), 'AR', BUENOS_AIRES).toISOString()).toBe(
      '2026-05-31T02:59:59.999Z',
    );
    expect(
      withdrawalDeadline(new Date('2026-04-20T12:00:00-03:00'), 'BR', 'America/Sao_Paulo').toISOString(),
    ).toBe('2026-04-28T02:59:59.999Z');
  });
});

describe('withinWithdrawalWindow', () => {
  const paid = new Date('2026-11-20T12:00:00-06:00');
  it('is open up to the deadline and closed after it', () => {
    expect(withinWithdrawalWindow(paid, 'MX', [MEXICO_CITY], new Date('2026-11-27T23:59:59.999-06:00'))).toBe(
      true,
    );
    expect(withinWithdrawalWindow(paid, 'MX', [MEXICO_CITY], new Date('2026-11-28T00:00:00-06:00'))).toBe(
      false,
    );
  });

  it('takes the latest deadline of an order’s gyms in several zones', () => {
    const late = new Date('2026-11-28T07:00:00Z'); // Saturday 01:00 in Mexico City, Friday 23:00 in Tijuana
    expect(withinWithdrawalWindow(paid, 'MX', [MEXICO_CITY], late)).toBe(false);
    expect(withinWithdrawalWindow(paid, 'MX', [MEXICO_CITY, TIJUANA], late)).toBe(true);
  });

  it('is closed for an order without gyms', () => {
    expect(withinWithdrawalWindow(paid, 'AR', [], paid)).toBe(false);
  });
});
