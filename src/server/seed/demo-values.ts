/**
 * Deterministic demo values for what the clubs file lacks (ADR 0004 "Demo values": the price in ARS is
 * not in the data, so a seeded generator gives it, the same on every run). Rows that get it are flagged
 * `gyms.demo_values = true`. Ratings are never generated: stars come from reviews only, the seeded ones
 * labelled as demo reviews (./demo-reviews, ADR 0024).
 * @module
 */
import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Monthly membership price ranges in ARS, 2026, by the file's `tipo`: a neighbourhood club
 * ("CLUB DE BARRIO") costs less than a large club ("CLUB"). Prices are multiples of `step`.
 */
export const DEMO_PRICE_ARS = {
  neighbourhood: { min: 25_000, max: 55_000 },
  large: { min: 40_000, max: 90_000 },
  step: 500,
} as const;

/** Demo values of one gym: the decimal string as stored (`numeric(12,2)`). */
export interface DemoValues {
  /** Monthly price in ARS, e.g. "42500.00". */
  price: string;
}

/**
 * Demo price for one club, always the same for the same key. The generator is pure-rand's
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
  return { price: (steps * DEMO_PRICE_ARS.step).toFixed(2) };
}
