import { afterEach, describe, expect, it } from 'vitest';
import { inLocale } from '../../lib/test-locale';
import { openLabel } from './label';

const BA = 'America/Argentina/Buenos_Aires';
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('openLabel', () => {
  const now = new Date('2026-11-26T23:40:00Z'); // Thursday 20:40 in Buenos Aires
  it.each(['UTC', 'Asia/Tokyo'])('says when it closes and opens, on the gym clock (TZ=%s)', (tz) => {
    process.env.TZ = tz;
    expect(
      openLabel({ openNow: true, nextChange: '2026-11-27T01:00:00.000Z', timeZone: BA }, now, BA),
    ).toEqual({
      open: true,
      text: 'Abierto · cierra 22:00',
    });
    expect(
      openLabel({ openNow: false, nextChange: '2026-11-27T10:00:00.000Z', timeZone: BA }, now, BA)?.text,
    ).toBe('Cerrado · abre mañana 7:00');
    expect(
      openLabel({ openNow: false, nextChange: '2026-11-30T10:00:00.000Z', timeZone: BA }, now, BA)?.text,
    ).toBe('Cerrado · abre el lunes 7:00');
    expect(
      openLabel({ openNow: false, nextChange: '2026-11-27T00:00:00.000Z', timeZone: 'Asia/Tokyo' }, now, BA)
        ?.text,
    ).toBe('Cerrado · abre 9:00');
  });
  it('is null for unknown hours and flips once the change has passed', () => {
    expect(openLabel({ openNow: null, nextChange: null }, now, BA)).toBeNull();
    expect(openLabel({}, now, BA)).toBeNull();
    expect(openLabel({ openNow: true, nextChange: null, timeZone: BA }, now, BA)?.text).toBe('Abierto');
    expect(
      openLabel({ openNow: true, nextChange: '2026-11-26T23:00:00.000Z', timeZone: BA }, now, BA),
    ).toEqual({
      open: false,
      text: 'Cerrado',
    });
  });

  it("names the weekday in the page's language (ADR 0055)", () => {
    const monday = { openNow: false, nextChange: '2026-11-30T10:00:00.000Z', timeZone: BA };
    expect(inLocale('es-MX', () => openLabel(monday, now, BA)?.text)).toBe('Cerrado · abre el lunes 7:00');
    expect(inLocale('pt-BR', () => openLabel(monday, now, BA)?.text)).toBe(
      'Fechado · abre segunda-feira 7:00',
    );
    // The same zone's formatter, back in es-AR.
    expect(openLabel(monday, now, BA)?.text).toBe('Cerrado · abre el lunes 7:00');
  });
});
