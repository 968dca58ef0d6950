/**
 * Child process of the benchmark: serves, in one Node process, the real app (`buildApp`) on the
 * benchmark database and, beside it, a bare Fastify instance with the baseline route (a) and the
 * floor routes (./floor; the classes floor answers on the same clock as the app). Both
 * listen on 127.0.0.1, on ports chosen by the system, and are reported to the parent over IPC as
 * `{ type: 'ready', appPort, baselinePort }`. SIGTERM closes both and the database.
 *
 * Started by `run.ts` as `node --import tsx bench/search/server.ts --database-url …|--pglite-dir …
 * [--clock <ISO instant>]`.
 * @module
 */
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { fixedPage } from './fixed-page';
import { registerFloor } from './floor';
import { BASELINE_PATH } from './scenarios';

/** Message sent to the parent once both servers listen. */
export interface ReadyMessage {
  type: 'ready';
  appPort: number;
  baselinePort: number;
}

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    'pool-size': { type: 'string' },
    clock: { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const pgliteDir = values['pglite-dir'];

const handle = await openDatabase({
  databaseUrl,
  pgliteDir: pgliteDir ?? 'memory://',
  poolSize: Number(values['pool-size'] ?? 10),
});
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED: 'false',
    // No background jobs: the hourly review-score recomputation alone runs minutes at 1M gyms and would
    // share the cores with the requests measured (seen as database CPU during the bare-Fastify baseline).
    JOBS_WORKERS: 'false',
    DATABASE_URL: databaseUrl ?? '',
  },
  { databaseUrl, pgliteDir: pgliteDir ?? 'memory://', host: '127.0.0.1', port: 0 },
);
// `--clock`: the app answers as if it had started at that instant, and its clock advances from there.
const clockOffsetMs = values.clock ? new Date(values.clock).getTime() - Date.now() : 0;
const app = await buildApp({ config, db: handle, now: () => new Date(Date.now() + clockOffsetMs) });
// Requests still running when autocannon stops (their sockets closed) must finish before the
// database closes, or they log "pool ended" errors.
let inFlight = 0;
// Callback hooks, not async ones: the count is the harness's, and should cost the app next to nothing.
app.addHook('onRequest', (_request, _reply, done) => {
  inFlight += 1;
  done();
});
app.addHook('onResponse', (_request, _reply, done) => {
  inFlight -= 1;
  done();
});
await app.listen({ host: '127.0.0.1', port: 0 });

const page = fixedPage();
const baseline = Fastify({ logger: false });
baseline.get(BASELINE_PATH, async () => page);
// The booking rush's floor (bench:classes): the same POST with its JSON body, answered 201 with a
// booking-shaped body by bare Fastify, no session, no database.
baseline.post<{ Body: { sessionId?: string } }>('/api/bookings', async (request, reply) =>
  reply.code(201).send({
    booking: {
      _id: '00000000-0000-4000-8000-000000000000',
      sessionId: request.body?.sessionId ?? '',
      status: 'booked',
      position: null,
    },
  }),
);
const closeFloor = await registerFloor(
  baseline,
  handle,
  databaseUrl,
  Number(values['pool-size'] ?? 10),
  () => new Date(Date.now() + clockOffsetMs),
);
await baseline.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: FastifyInstance): number => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const ready: ReadyMessage = { type: 'ready', appPort: portOf(app), baselinePort: portOf(baseline) };
process.send?.(ready);

let closing = false;
const shutdown = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await Promise.allSettled([app.close(), baseline.close()]);
  await closeFloor().catch(() => undefined);
  const deadline = Date.now() + 20_000;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
