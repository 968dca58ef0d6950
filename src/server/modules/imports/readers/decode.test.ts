import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeClubsText, repairC1Controls } from './decode';
import { DEFAULT_CSV_PATH } from '../../../seed/clubs';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('decodeClubsText', () => {
  it('decodes valid UTF-8 unchanged, accents and Ñ included', () => {
    const text = 'Peñarol, Añasco, Árabe, Núñez, fútbol – ok “x”';
    expect(decodeClubsText(bytes(text))).toBe(text);
  });

  it('reads a raw stray cp1252 byte 0x96 as an en dash', () => {
    expect(decodeClubsText(bytes('Localizada ', [0x96], 'Ajedrez'))).toBe('Localizada –Ajedrez');
  });

  it('keeps the UTF-8 around stray bytes intact', () => {
    expect(decodeClubsText(bytes('Musculación', [0x96, 0x93], 'Náutico', [0x94]))).toBe(
      'Musculación–“Náutico”',
    );
  });

  it('reads a C1 control (cp1252 byte re-encoded as UTF-8, C2 96) as an en dash', () => {
    expect(decodeClubsText(bytes('a ', [0xc2, 0x96], 'b'))).toBe('a –b');
  });

  it('drops a leading byte-order mark', () => {
    expect(decodeClubsText(bytes([0xef, 0xbb, 0xbf], 'long,lat'))).toBe('long,lat');
  });

  it('decodes the real clubs file: the en dashes and quotes are repaired and nothing else changes', () => {
    const raw = readFileSync(DEFAULT_CSV_PATH);
    const text = decodeClubsText(raw);
    expect(/[\u0080-\u009F\uFFFD]/.test(text)).toBe(false);
    expect(text.includes('Aeróbica y Localizada –Ajedrez –Atletismo -Gim. Musculación')).toBe(true);
    expect(text.includes('Natatorio -  “Cámara Hiperbárica”')).toBe(true);
    // Apart from the 5 repaired characters, the text is the plain UTF-8 reading of the file.
    const plain = raw.toString('utf8');
    expect(text.length).toBe(plain.length);
    expect([...text].filter((c, i) => c !== plain[i])).toEqual(['–', '–', '–', '“', '”']);
  });
});

describe('repairC1Controls', () => {
  it('leaves text without C1 controls alone', () => {
    expect(repairC1Controls('Vóley – Básquet')).toBe('Vóley – Básquet');
  });
  it('maps every defined C1 code through cp1252 and keeps the undefined ones', () => {
    expect(repairC1Controls('\u0080\u0091\u0092\u0096\u0097\u009F')).toBe('€‘’–—Ÿ');
    expect(repairC1Controls('\u0081\u008D')).toBe('\u0081\u008D');
  });
});
