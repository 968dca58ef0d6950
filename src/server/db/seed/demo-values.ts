/**
 * Deterministic demo values for what the clubs file lacks (ADR 0004 "Demo values": price in ARS and
 * raiting 1–5 are not in the data, so a seeded generator gives them, the same on every run). Rows
 * that get them are flagged `gyms.demo_values = true`.
 * @module
 */
import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { RAITING_MAX, RAITING_MIN } from '../../../shared/constants/spec';

/**
 * Monthly membership price ranges in ARS, 2026, by the file's `tipo`: a neighbourhood club
 * ("CLUB DE BARRIO") costs less than a large club ("CLUB"). Prices are multiples of `step`.
 */
export const DEMO_PRICE_ARS = {
  neighbourhood: { min: 25_000, max: 55_000 },
  large: { min: 40_000, max: 90_000 },
  step: 500,
} as const;

/** Demo raiting range, in tenths: 2.5–5.0 stars, inside SPEC §3's 1–5 (see constants RAITING_MIN/MAX). */
const RAITING_TENTHS = { min: Math.max(25, RAITING_MIN * 10), max: RAITING_MAX * 10 };

/** Demo values of one gym: decimal strings as stored (`numeric(12,2)` and `numeric(2,1)`). */
export interface DemoValues {
  /** Monthly price in ARS, e.g. "42500.00". */
  price: string;
  /** 1.0–5.0 with one decimal, e.g. "4.3". */
  raiting: string;
}

/**
 * Demo price and raiting for one club, always the same for the same key. The generator is pure-rand's
 * xoroshiro128+, seeded with the first 32 bits of SHA-256(key): hashing keeps neighbouring ids
 * ("…:1", "…:2") from giving neighbouring values.
 * @param key - the gym's source reference, e.g. `caba-clubes:270`
 * @param large - true for a "CLUB" (large club), false for a "CLUB DE BARRIO"
 */
export function demoValues(key: string, large: boolean): DemoValues {
  const seed = createHash('sha256').update(key).digest().readInt32LE(0);
  const rng = xoroshiro128plus(seed);
  const range = large ? DEMO_PRICE_ARS.large : DEMO_PRICE_ARS.neighbourhood;
  const steps = uniformInt(rng, range.min / DEMO_PRICE_ARS.step, range.max / DEMO_PRICE_ARS.step);
  // The mean of two draws: most gyms rate in the middle of the range, few at the ends.
  const tenths = Math.round(
    (uniformInt(rng, RAITING_TENTHS.min, RAITING_TENTHS.max) +
      uniformInt(rng, RAITING_TENTHS.min, RAITING_TENTHS.max)) /
      2,
  );
  return { price: (steps * DEMO_PRICE_ARS.step).toFixed(2), raiting: (tenths / 10).toFixed(1) };
}
