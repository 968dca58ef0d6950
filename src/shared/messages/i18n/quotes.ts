/**
 * The check of texts that quote a constant (ADR 0055): the catalogues hold the number itself
 * (`hasta 80 caracteres`), so each room with such texts has a `<room>.quotes.test.ts` that lists them and
 * fails, in every locale, when the constant changes and a text does not follow. Test code only.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { translator } from './active';
import { loadAllLocales } from './all-locales';
import { LOCALES } from './locales';

/** A message id and the constants' values its text must contain. */
export type Quote = readonly [id: string, values: readonly (string | number)[]];

/**
 * Declares the test of `room`'s quoting texts: every locale's text of each id contains each value (as
 * `String(value)` writes it). The room's module must be imported by the caller, so its es-AR texts load.
 */
export function describeQuotes(room: string, quotes: readonly Quote[]): void {
  loadAllLocales();
  describe(`${room}: texts quoting a constant`, () => {
    for (const locale of LOCALES) {
      it(`say its value in ${locale}`, () => {
        for (const [id, values] of quotes) {
          for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
        }
      });
    }
  });
}
