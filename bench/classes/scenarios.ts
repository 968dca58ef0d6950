/**
 * Request streams of the classes benchmark, built like the search benchmark's (bench/search/scenarios.ts):
 * a deterministic, seeded path per request, drawn by autocannon's `setupRequest`.
 *
 * - (a) the search benchmark's baseline: the bare Fastify route with a fixed page of 6 gyms;
 * - (s) "classes near me today with places, of service X": allgyms nearest first from a uniform position
 *   in the catalogue's area, `classesToday=true`, X uniform over the 20 services;
 * - (t) the same without a service (every class counts).
 * @module
 */
import type { Scenario } from '../search/scenarios';
import { buildScenarios } from '../search/scenarios';
import { AREA } from '../search/generate';
import { mulberry32, pick, type Random } from '../search/prng';
import { SERVICE_NAMES } from '../search/vocabulary';

/** Keys of the classes scenarios, in report order. */
export const CLASS_SCENARIO_KEYS = ['a', 's', 't'] as const;
export type ClassScenarioKey = (typeof CLASS_SCENARIO_KEYS)[number];

/** A scenario of this benchmark: the search benchmark's shape, with its own key. */
export type ClassScenario = Omit<Scenario, 'key'> & { key: ClassScenarioKey };

const ALLGYMS = '/api/partner/gyms/allgyms';
const coord = (rnd: Random, min: number, max: number): string => (min + rnd() * (max - min)).toFixed(5);

/** The path of one "classes near me today" request; `service` adds the service filter. */
function classesPath(rnd: Random, service: boolean): string {
  const params = new URLSearchParams({
    lat: coord(rnd, AREA.latMin, AREA.latMax),
    lon: coord(rnd, AREA.lonMin, AREA.lonMax),
    sort: 'distance',
    classesToday: 'true',
  });
  if (service) params.set('service', pick(rnd, SERVICE_NAMES));
  return `${ALLGYMS}?${params.toString()}`;
}

/**
 * The three scenarios.
 * @param seed - base seed; each scenario derives its own stream from it
 */
export function buildClassScenarios(seed: number): ClassScenario[] {
  const baseline = buildScenarios(seed)[0];
  if (!baseline) throw new Error('the search benchmark has no baseline scenario');
  const s = mulberry32(seed + 11);
  const t = mulberry32(seed + 12);
  return [
    { ...baseline, key: 'a' },
    {
      key: 's',
      label: 'allgyms classesToday + service, nearest first',
      target: 'app',
      nextPath: () => classesPath(s, true),
    },
    {
      key: 't',
      label: 'allgyms classesToday, nearest first',
      target: 'app',
      nextPath: () => classesPath(t, false),
    },
  ];
}
