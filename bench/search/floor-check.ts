/**
 * A floor must answer what the app answers, or it is no floor: before measuring, the same paths of a
 * scenario's stream are asked of the app and of its floor — (b) and (g), (c) and (h), (d) and (i) — and
 * the two JSON answers must be deeply equal (every gym, every field, the totals). A pair that differs is
 * asked again once (the open state and the next change move with the minute, ADR 0025); a second
 * difference stops the run. The answers' sizes are reported, so the bytes each side writes are known.
 * @module
 */
import { isDeepStrictEqual } from 'node:util';
import { buildScenarios, type ScenarioKey } from './scenarios';

/** How many requests of each scenario are compared. */
export const FLOOR_CHECKS = 30;

/** The app scenario each floor answers. */
export const FLOOR_PAIRS: readonly { app: ScenarioKey; floor: ScenarioKey }[] = [
  { app: 'b', floor: 'g' },
  { app: 'c', floor: 'h' },
  { app: 'd', floor: 'i' },
];

/** Mean size of the answers compared, bytes. */
export interface FloorCheck {
  app: ScenarioKey;
  floor: ScenarioKey;
  appBytes: number;
  floorBytes: number;
}

/** The first place where `a` and `b` differ, as a JSON path with both values (for the error). */
function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (typeof a === 'object' && a && typeof b === 'object' && b) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const [x, y] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}.${key}`);
    }
  }
  return `${path}: app ${JSON.stringify(a)?.slice(0, 200)}, floor ${JSON.stringify(b)?.slice(0, 200)}`;
}

async function getText(url: string): Promise<string> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/**
 * Compares the app's answers with each floor's for {@link FLOOR_CHECKS} requests of the pair's stream
 * (seed + 300: neither the warm-up's nor the measured one). Pairs whose scenarios are not both `chosen`
 * are skipped.
 * @returns the mean bytes per answer of each side
 * @throws Error naming the first request whose answers differ, and where
 */
export async function checkFloors(
  appUrl: string,
  baselineUrl: string,
  seed: number,
  chosen: ReadonlySet<string>,
): Promise<FloorCheck[]> {
  const scenarios = buildScenarios(seed + 300);
  const stream = (key: ScenarioKey) => scenarios.find((s) => s.key === key);
  const checks: FloorCheck[] = [];
  for (const { app, floor } of FLOOR_PAIRS) {
    const [appStream, floorStream] = [stream(app), stream(floor)];
    if (!chosen.has(app) || !chosen.has(floor) || !appStream || !floorStream) continue;
    let [appBytes, floorBytes] = [0, 0];
    for (let i = 0; i < FLOOR_CHECKS; i += 1) {
      const [appPath, floorPath] = [appStream.nextPath(), floorStream.nextPath()];
      let difference = '';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const [appText, floorText] = await Promise.all([
          getText(appUrl + appPath),
          getText(baselineUrl + floorPath),
        ]);
        const [a, b] = [JSON.parse(appText) as unknown, JSON.parse(floorText) as unknown];
        difference = isDeepStrictEqual(a, b) ? '' : firstDifference(a, b);
        if (!difference) {
          appBytes += Buffer.byteLength(appText);
          floorBytes += Buffer.byteLength(floorText);
          break;
        }
      }
      if (difference)
        throw new Error(`(${floor}) answers otherwise than (${app}) for ${appPath}: ${difference}`);
    }
    checks.push({ app, floor, appBytes: appBytes / FLOOR_CHECKS, floorBytes: floorBytes / FLOOR_CHECKS });
  }
  return checks;
}
