/**
 * The request mixes of the benchmark. Each scenario is a deterministic stream of request paths
 * (seeded), drawn afresh for every request by autocannon's `setupRequest`. Every request draws a country
 * (the catalogue holds a third of its gyms in each, ./generate), a position in that country's city and
 * asks with its `country` (ADR 0052).
 *
 * - (a) `baseline`: the bare Fastify route with the fixed page of 6 gyms (no database).
 * - (b) `distance`: allgyms nearest-first from a random position in the area, one random service.
 * - (c) `price`: allgyms by price, random order, random page 1–5, a random service half of the time.
 * - (d) `name`: allgyms with a name search, a random 3–6 letter substring of a real name word.
 * - (e) `raiting`: allgyms by the reviews' score, random order, page 1–5, ½ service (ADR 0024).
 * - (f) `open now`: (b) with `openNow=true`, the gyms open at the moment of the request (ADR 0025).
 * - (g) `floor`: (b)'s very requests answered by one hand-written statement on the bare Fastify
 *   instance (./floor): what the machine can do for that answer, to which (b) is compared.
 * - (h) `price floor`: (c)'s very requests answered the same way, to which (c) is compared.
 * - (i) `name floor`: (d)'s very requests answered the same way (./floor-name), to which (d) is compared.
 * @module
 */
import { FLOOR_PATH, FLOOR_PRICE_PATH } from './floor';
import { FLOOR_NAME_PATH } from './floor-name';
import { COUNTRY_CODES } from '../../src/shared/domain/countries';
import { areaOf } from './generate';
import { intBetween, mulberry32, pick, type Random } from './prng';
import { SEARCHABLE_WORDS, SERVICE_NAMES } from './vocabulary';

/** Scenario keys, in report order. */
export const SCENARIO_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];

/**
 * The order in which a round measures the scenarios: each app scenario right beside its floor ((b) and (f)
 * on either side of (g), (c) and (e) of (h), (d) before (i)), so that the machine's drift during a round
 * (a shared-core VM's speed moves by a third within minutes) enters a ratio as little as it can; even
 * rounds run the list backwards after (a), so neither side of a pair is always measured first.
 * @param round - 1, 2, …
 * @returns the keys of `chosen` in that order
 */
export function roundOrder(chosen: ReadonlySet<string>, round: number): ScenarioKey[] {
  const paired: ScenarioKey[] = ['b', 'g', 'f', 'c', 'h', 'e', 'd', 'i'];
  const order = round % 2 === 0 ? [...paired].reverse() : paired;
  return (['a', ...order] as ScenarioKey[]).filter((key) => chosen.has(key));
}

/** Which server of the child process a scenario targets. */
export type ScenarioTarget = 'baseline' | 'app';

/** A scenario: a label, its server and its path generator. */
export interface Scenario {
  key: ScenarioKey;
  label: string;
  target: ScenarioTarget;
  /** Returns a new path on each call (deterministic for a given seed). */
  nextPath: () => string;
}

/** Path of the baseline route (on the bare Fastify instance). */
export const BASELINE_PATH = '/bench/fixed-page';
const ALLGYMS = '/api/partner/gyms/allgyms';

const coord = (rnd: Random, min: number, max: number): string => (min + rnd() * (max - min)).toFixed(5);
const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** A random 3–6 letter substring of a real name word (whole word when shorter). */
export function nameFragment(rnd: Random): string {
  const word = pick(rnd, SEARCHABLE_WORDS);
  const length = Math.min(word.length, intBetween(rnd, 3, 6));
  const start = intBetween(rnd, 0, word.length - length);
  return word.slice(start, start + length);
}

/**
 * Builds the nine scenarios.
 * @param seed - base seed; each scenario derives its own stream from it
 */
export function buildScenarios(seed: number): Scenario[] {
  const position = (rnd: Random): { lat: string; lon: string; country: string } => {
    const country = pick(rnd, COUNTRY_CODES);
    const area = areaOf(country);
    return {
      lat: coord(rnd, area.latMin, area.latMax),
      lon: coord(rnd, area.lonMin, area.lonMax),
      country,
    };
  };
  const b = mulberry32(seed + 2);
  const c = mulberry32(seed + 3);
  const d = mulberry32(seed + 4);
  const e = mulberry32(seed + 5);
  const f = mulberry32(seed + 6);
  // The floor draws (b)'s stream: the same positions and services, in the same order.
  const g = mulberry32(seed + 2);
  // The price floor draws (c)'s stream.
  const h = mulberry32(seed + 3);
  // The name floor draws (d)'s stream.
  const i = mulberry32(seed + 4);
  const nameQuery = (rnd: Random): string => query({ ...position(rnd), name: nameFragment(rnd) });
  const priceQuery = (rnd: Random): string => {
    const params: Record<string, string | number> = {
      ...position(rnd),
      sort: 'price',
      order: rnd() < 0.5 ? 'asc' : 'desc',
      page: intBetween(rnd, 1, 5),
    };
    if (rnd() < 0.5) params.service = pick(rnd, SERVICE_NAMES);
    return query(params);
  };
  const distanceQuery = (rnd: Random): string =>
    query({ ...position(rnd), sort: 'distance', service: pick(rnd, SERVICE_NAMES) });
  return [
    {
      key: 'a',
      label: 'baseline: bare Fastify, fixed page of 6',
      target: 'baseline',
      nextPath: () => BASELINE_PATH,
    },
    {
      key: 'b',
      label: 'allgyms sort=distance + service',
      target: 'app',
      nextPath: () => `${ALLGYMS}?${distanceQuery(b)}`,
    },
    {
      key: 'c',
      label: 'allgyms sort=price, page 1–5, ½ service',
      target: 'app',
      nextPath: () => `${ALLGYMS}?${priceQuery(c)}`,
    },
    {
      key: 'd',
      label: 'allgyms name search (3–6 letters)',
      target: 'app',
      nextPath: () => `${ALLGYMS}?${nameQuery(d)}`,
    },
    {
      // "Ordenar por raiting": the reviews' Bayesian score, then their number (ADR 0024).
      key: 'e',
      label: 'allgyms sort=raiting, page 1–5, ½ service',
      target: 'app',
      nextPath: () => {
        const params: Record<string, string | number> = {
          ...position(e),
          sort: 'raiting',
          order: e() < 0.5 ? 'asc' : 'desc',
          page: intBetween(e, 1, 5),
        };
        if (e() < 0.5) params.service = pick(e, SERVICE_NAMES);
        return `${ALLGYMS}?${query(params)}`;
      },
    },
    {
      // "Abierto ahora" near me for one service (ADR 0025): what is open depends on the hour of the run.
      key: 'f',
      label: 'allgyms sort=distance + service + openNow',
      target: 'app',
      nextPath: () =>
        `${ALLGYMS}?${query({ ...position(f), sort: 'distance', service: pick(f, SERVICE_NAMES), openNow: 'true' })}`,
    },
    {
      key: 'g',
      label: 'floor: (b) by one hand-written query on plain pg',
      target: 'baseline',
      nextPath: () => `${FLOOR_PATH}?${distanceQuery(g)}`,
    },
    {
      key: 'h',
      label: 'price floor: (c) by one hand-written query on plain pg',
      target: 'baseline',
      nextPath: () => `${FLOOR_PRICE_PATH}?${priceQuery(h)}`,
    },
    {
      key: 'i',
      label: 'name floor: (d) by one hand-written query on plain pg',
      target: 'baseline',
      nextPath: () => `${FLOOR_NAME_PATH}?${nameQuery(i)}`,
    },
  ];
}
