// Mexico's official rest days (Ley Federal del Trabajo art. 74; ./rest-days) as date-holidays gives
// them with the transmission of power moved to 1 October: each list is art. 74's, worked out by hand
// (first Monday of February, third Mondays of March and November) for the year.
import { describe, expect, it } from 'vitest';
import { isRestDay, mexicanRestDays } from './rest-days';

describe('mexicanRestDays', () => {
  it('is LFT art. 74’s list in 2026 and 2027, no bank holiday nor observance among them', () => {
    expect(mexicanRestDays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
    expect(mexicanRestDays(2027)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-05-01',
      '2027-09-16',
      '2027-11-15',
      '2027-12-25',
    ]);
  });

  it('rests on 1 October when the federal executive changes hands (2024, 2030), no more on 1 December', () => {
    expect(mexicanRestDays(2030)).toEqual([
      '2030-01-01',
      '2030-02-04',
      '2030-03-18',
      '2030-05-01',
      '2030-09-16',
      '2030-10-01',
      '2030-11-18',
      '2030-12-25',
    ]);
    expect(mexicanRestDays(2024)).toContain('2024-10-01');
    expect(mexicanRestDays(2024)).not.toContain('2024-12-01');
    // The last change on 1 December was 2018's; 2025 changes nothing.
    expect(mexicanRestDays(2018)).toContain('2018-12-01');
    expect(mexicanRestDays(2018)).not.toContain('2018-10-01');
    expect(mexicanRestDays(2025)).toHaveLength(7);
  });
});

describe('isRestDay', () => {
  it('tells a rest day from a working day and from a bank holiday (Good Friday, 12 December)', () => {
    expect(isRestDay('MX', '2026-11-16')).toBe(true);
    expect(isRestDay('MX', '2026-11-17')).toBe(false);
    expect(isRestDay('MX', '2026-04-03')).toBe(false);
    expect(isRestDay('MX', '2026-12-12')).toBe(false);
  });

  it('throws for a country without a calendar of rest days', () => {
    expect(() => isRestDay('AR', '2026-05-25')).toThrow(/AR/);
  });
});
