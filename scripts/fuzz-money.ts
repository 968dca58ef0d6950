/**
 * `npm run fuzz:money -- --runs N --db postgres|pglite [--seed S] [--path P] [--scheduled] [--max-commands K] [--credits-weight W]`:
 * the money properties of tests/api/money-model (docs/architecture.md §5.1, ADR 0042) run for longer,
 * outside Vitest. PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * whose `public`, `drizzle` and `pgboss` schemas are dropped and migrated again; or an in-memory PGlite.
 * Prints the runs, the time and, on failure, fast-check's shrunk counterexample with its seed and path
 * (give both back to replay it), and exits 1. `--credits-weight` draws Pase BuscaGym's commands W times over.
 * @module
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { openDatabase } from '../src/server/db/client';
import { commandsRun, scheduledProperty, sequentialProperty } from '../tests/api/money-model/property';
import { openWorld } from '../tests/api/money-model/world';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    db: { type: 'string', default: 'pglite' },
    seed: { type: 'string' },
    path: { type: 'string' },
    scheduled: { type: 'boolean', default: false },
    'max-commands': { type: 'string', default: '20' },
    verbose: { type: 'boolean', default: false },
    'credits-weight': { type: 'string', default: '1' },
  },
});
if (values.db !== 'postgres' && values.db !== 'pglite') {
  console.error('--db must be postgres or pglite');
  process.exit(2);
}

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const handle = await openDatabase(
  values.db === 'postgres' ? { databaseUrl: url, poolSize: 4 } : { pgliteDir: 'memory://' },
);
if (values.db === 'postgres') {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists pgboss cascade`);
  await handle.db.execute(sql`drop schema public cascade`);
  await handle.db.execute(sql`create schema public`);
}
await handle.migrate();
const world = await openWorld(handle);

const options = {
  numRuns: Number(values.runs),
  maxCommands: Number(values['max-commands']),
  ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
  ...(values.path === undefined ? {} : { path: values.path }),
  verbose: values.verbose,
  creditsWeight: Number(values['credits-weight']),
};
const { property, parameters } = (values.scheduled ? scheduledProperty : sequentialProperty)(world, options);
const started = performance.now();
const details = await fc.check(property, parameters);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await world.close();
await handle.close();
const kind = values.scheduled ? 'scheduled' : 'sequential';
const counts = [...commandsRun].sort(([a], [b]) => a.localeCompare(b));
console.log(
  `commands run (count, mean ms): ${counts.map(([name, c]) => `${name} ${c.runs} ${(c.ms / c.runs).toFixed(0)}`).join(', ')}`,
);
if (details.failed) {
  console.error(fc.defaultReportMessage(details));
  console.error('\nerror of the shrunk counterexample:', details.errorInstance);
  console.error(`\nmoney fuzz (${kind}, ${values.db}): FAILED after ${details.numRuns} runs in ${seconds} s`);
  console.error(
    `replay: npm run fuzz:money -- --db ${values.db} --seed=${details.seed} --path=${details.counterexamplePath}${values.scheduled ? ' --scheduled' : ''}`,
  );
  process.exit(1);
}
console.log(
  `money fuzz (${kind}, ${values.db}): ${details.numRuns} runs passed in ${seconds} s (seed ${details.seed})`,
);
