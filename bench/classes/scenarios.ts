/**
 * Request streams of the classes benchmark, built like the search benchmark's (bench/search/scenarios.ts):
 * a deterministic, seeded path per request, drawn by autocannon's `setupRequest`.
 *
 * - (a) the search benchmark's baseline: the bare Fastify route with a fixed page of 6 gyms;
 * - (s) "classes near me today with places, of service X": allgyms nearest first from a uniform position
 *   in the catalogue's area, `classesToday=true`, X uniform over the 20 services;
 * - (t) the same without a service (every class counts);
 * - (u) and (v): (s)'s and (t)'s very requests (the same seeded streams) answered by the floor route of
 *   ./floor-classes, one hand-written statement each.
 * @module
 */
import type { Scenario } from '../search/scenarios';
import { buildScenarios } from '../search/scenarios';
import { AREA } from '../search/generate';
import { mulberry32, pick, type Random } from '../search/prng';
import { SERVICE_NAMES } from '../search/vocabulary';
import { FLOOR_CLASSES_PATH } from './floor-classes';

/** Keys of the classes scenarios, in report order. */
export const CLASS_SCENARIO_KEYS = ['a', 's', 't', 'u', 'v'] as const;
export type ClassScenarioKey = (typeof CLASS_SCENARIO_KEYS)[number];

/** A scenario of this benchmark: the search benchmark's shape, with its own key. */
export type ClassScenario = Omit<Scenario, 'key'> & { key: ClassScenarioKey };

const ALLGYMS = '/api/partner/gyms/allgyms';
const coord = (rnd: Random, min: number, max: number): string => (min + rnd() * (max - min)).toFixed(5);

/** The query of one "classes near me today" request; `service` adds the service filter. */
function classesQuery(rnd: Random, service: boolean): string {
  const params = new URLSearchParams({
    lat: coord(rnd, AREA.latMin, AREA.latMax),
    lon: coord(rnd, AREA.lonMin, AREA.lonMax),
    sort: 'distance',
    classesToday: 'true',
  });
  if (service) params.set('service', pick(rnd, SERVICE_NAMES));
  return params.toString();
}

/** The app's path of one request of the stream `rnd` (of (s) when `service`, else of (t)). */
export const classesPath = (rnd: Random, service: boolean): string =>
  `${ALLGYMS}?${classesQuery(rnd, service)}`;

/** The floor's path of the same request. */
export const floorClassesPath = (rnd: Random, service: boolean): string =>
  `${FLOOR_CLASSES_PATH}?${classesQuery(rnd, service)}`;

/**
 * The five scenarios.
 * @param seed - base seed; each scenario derives its own stream from it
 */
export function buildClassScenarios(seed: number): ClassScenario[] {
  const baseline = buildScenarios(seed)[0];
  if (!baseline) throw new Error('the search benchmark has no baseline scenario');
  const s = mulberry32(seed + 11);
  const t = mulberry32(seed + 12);
  const u = mulberry32(seed + 11);
  const v = mulberry32(seed + 12);
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
    {
      key: 'u',
      label: 'floor of (s): one statement on plain pg',
      target: 'baseline',
      nextPath: () => floorClassesPath(u, true),
    },
    {
      key: 'v',
      label: 'floor of (t): one statement on plain pg',
      target: 'baseline',
      nextPath: () => floorClassesPath(v, false),
    },
  ];
}
