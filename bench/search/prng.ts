/**
 * Small deterministic pseudo-random helpers (no dependency): a 32-bit mixing hash, the mulberry32
 * generator, and helpers to draw from it. Same seed → same sequence on every platform.
 * @module
 */

/** A generator of uniform numbers in [0, 1). */
export type Random = () => number;

/** Mixes two 32-bit integers into one (murmur3 finaliser over a xor-multiply combination). */
export function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a fast 32-bit generator, plenty for synthetic data.
 * @param seed - any 32-bit integer
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * sfc32 (Chris Doty-Humphrey, public domain) with 128 bits of state, so that the streams of a
 * million rows seeded by (seed, index) never coincide, unlike a 32-bit seed.
 * @param a,b,c,d - the initial state
 */
export function sfc32(a: number, b: number, c: number, d: number): Random {
  let s0 = a >>> 0;
  let s1 = b >>> 0;
  let s2 = c >>> 0;
  let s3 = d >>> 0;
  const next = (): number => {
    const t = (((s0 + s1) >>> 0) + s3) >>> 0;
    s3 = (s3 + 1) >>> 0;
    s0 = s1 ^ (s1 >>> 9);
    s1 = (s2 + (s2 << 3)) >>> 0;
    s2 = ((s2 << 21) | (s2 >>> 11)) >>> 0;
    s2 = (s2 + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
  return next;
}

/** The generator of row `index` of a catalogue with `seed`: independent of every other row. */
export const rowRandom = (seed: number, index: number): Random =>
  sfc32(hash32(seed, index), hash32(index, ~seed), index, seed);

/** An integer in [min, max] (both inclusive). */
export const intBetween = (rnd: Random, min: number, max: number): number =>
  min + Math.floor(rnd() * (max - min + 1));

/** One element of a non-empty list, uniformly. */
export function pick<T>(rnd: Random, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)] as T;
}

/** A standard normal deviate (Box–Muller). */
export function gaussian(rnd: Random): number {
  const u = 1 - rnd();
  const v = rnd();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * Index drawn with probability proportional to `cumulative[i] - cumulative[i-1]`.
 * @param cumulative - ascending cumulative weights; the last one is the total
 */
export function weightedIndex(rnd: Random, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const x = rnd() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const hex = (x: number, digits: number): string => x.toString(16).padStart(digits, '0');

/**
 * A version-4-shaped UUID string drawn from `rnd` (deterministic, unlike `crypto.randomUUID`).
 * @param unique - when given (0 ≤ unique < 2^48), the last 12 hex digits encode it, so ids built from
 *   distinct numbers never collide
 */
export function uuidFrom(rnd: Random, unique?: number): string {
  const w = (): number => Math.floor(rnd() * 4294967296);
  const a = w();
  const b = w();
  const c = w();
  const tail = unique ?? w() * 65536 + (c & 0xffff);
  const version = (b & 0xffff & 0x0fff) | 0x4000;
  const variant = ((c >>> 16) & 0x3fff) | 0x8000;
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-${hex(version, 4)}-${hex(variant, 4)}-${hex(tail, 12)}`;
}
