/**
 * The booking rush: every member presses "Reservar" at the same moment. One `POST /api/bookings` per
 * member through the real route, all sent at once (one connection each), each timed from send to
 * answer; with a membership pass, or with Pase BuscaGym credits (`payWith`). The verdict comes from the database afterwards (`load.ts` `rushOutcome`).
 * @module
 */
import type { Rush } from './load';

/** What the rush measured: answers by status and latency of every answer, ms. */
export interface RushMeasurement {
  requests: number;
  /** Answers by HTTP status ("201", "503", …; "error" for a failed connection). */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the first send to the last answer, ms. */
  wallMs: number;
}

/** The `q`-quantile (0–1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

/**
 * Sends the rush of `rush` to the app at `base` (production cookie name, same-origin fetch metadata, as
 * the web app's requests carry them).
 */
export async function runRush(base: string, rush: Rush): Promise<RushMeasurement> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    rush.tokens.map(async (token, i) => {
      const start = performance.now();
      let status = 'error';
      try {
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `__Host-buscagym_session=${token}`,
            'sec-fetch-site': 'same-origin',
            'x-requested-with': 'XMLHttpRequest',
          },
          body: JSON.stringify({
            sessionId: rush.sessions[i % rush.sessions.length],
            ...(rush.payWith ? { payWith: rush.payWith } : {}),
          }),
        });
        await res.arrayBuffer();
        status = String(res.status);
      } catch {
        // A refused or broken connection: counted as "error".
      } finally {
        times.push(performance.now() - start);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const wallMs = performance.now() - t0;
  times.sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x);
  return {
    requests: rush.tokens.length,
    statuses,
    p50Ms: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
    maxMs: round(times[times.length - 1] ?? 0),
    wallMs: round(wallMs),
  };
}

/** One round of `--rushes`: the bare route's rush, then the app's with the same requests. */
export interface RushRound<R extends RushMeasurement = RushMeasurement> {
  floor: RushMeasurement;
  rushed: R;
}

/** App p99 ÷ bare p99 of `round`. */
export const roundRatio = (round: RushRound): number =>
  round.floor.p99Ms > 0 ? round.rushed.p99Ms / round.floor.p99Ms : Infinity;

/**
 * The round of median {@link roundRatio} (the lower middle one of an even count).
 * @throws Error when `rounds` is empty
 */
export function medianRound<R extends RushMeasurement>(rounds: readonly RushRound<R>[]): RushRound<R> {
  const sorted = [...rounds].sort((a, b) => roundRatio(a) - roundRatio(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no rush round');
  return middle;
}
