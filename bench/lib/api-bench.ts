/**
 * What the API benchmarks that load their own data share (`bench:admin`, `bench:sales`): the command
 * line, a database created afresh (PostgreSQL, or a PGlite folder under `bench/.data`), the real app in a
 * child process (bench/search/server.ts, as the search benchmark runs it) and a warmed-up autocannon run
 * per URL. Reported, never asserted (docs/architecture.md §6).
 * @module
 */
import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { ReadyMessage } from '../search/server';

/** One benchmark's command line: its name (`admin` → database `bench_admin`) and the size it loads. */
export interface BenchSpec {
  /** `admin`, `sales`: names the npm script, the default database and the PGlite folder. */
  name: string;
  /** The first line of `--help`. */
  summary: string;
  /** The option of the amount of data (`accounts`, `sales`), its default and what it counts. */
  size: BenchAmount;
  /** Further amounts of data, each 0 or more (`other-sales`, `catalogue`). */
  extras?: BenchAmount[];
}

/** An option that sets an amount of data: its name, its default and what it counts. */
export interface BenchAmount {
  option: string;
  default: number;
  what: string;
}

/** Where and how long a benchmark runs, from its command line. */
export interface BenchTarget {
  kind: 'postgres' | 'pglite';
  /** How much data to load (the spec's size option). */
  count: number;
  /** The spec's extra amounts, by option name. */
  extras: Record<string, number>;
  /** Seconds of each measured run. */
  duration: number;
  /** Concurrent autocannon connections. */
  connections: number;
  /** The PostgreSQL database (dropped and created again); its name, and the server's maintenance URL. */
  database: string;
  databaseUrl: string;
  maintenanceUrl: string;
  /** The PGlite folder (removed first) when `kind` is `pglite`. */
  pgliteDir: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function usage(spec: BenchSpec): string {
  const line = (flag: string, text: string) => `  ${flag.padEnd(23)}${text}`;
  return [
    spec.summary,
    '',
    `Usage: npm run bench:${spec.name} -- [options]`,
    line('--db postgres|pglite', 'database kind (default postgres, on BENCH_PG_URL or'),
    line('', 'postgres://postgres@127.0.0.1:5432/postgres, where the database is created)'),
    line('--database NAME', `PostgreSQL database, dropped and created again (default bench_${spec.name})`),
    ...[spec.size, ...(spec.extras ?? [])].map((a) =>
      line(`--${a.option} N`, `${a.what} (default ${a.default})`),
    ),
    line('--duration S', 'seconds per scenario (default 10)'),
    line('--connections N', 'concurrent connections (default 4)'),
    line('--help', 'this text'),
  ].join('\n');
}

/**
 * The target of `argv` for `spec`. Prints the usage and exits 0 on `--help`, and exits 2 naming the
 * problem for an unknown option or a value out of range.
 */
export function parseBenchArgs(spec: BenchSpec, argv: string[] = process.argv.slice(2)): BenchTarget {
  const fail = (problem: string): never => {
    console.error(`${problem}\n\n${usage(spec)}`);
    process.exit(2);
  };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        db: { type: 'string', default: 'postgres' },
        database: { type: 'string', default: `bench_${spec.name}` },
        ...Object.fromEntries(
          [spec.size, ...(spec.extras ?? [])].map((a) => [
            a.option,
            { type: 'string' as const, default: String(a.default) },
          ]),
        ),
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '4' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage(spec));
    process.exit(0);
  }
  const positive = (option: string): number => {
    const n = Number(values[option]);
    return Number.isInteger(n) && n > 0 ? n : fail(`--${option} must be a whole number above 0`);
  };
  const atLeastZero = (option: string): number => {
    const n = Number(values[option]);
    return Number.isInteger(n) && n >= 0 ? n : fail(`--${option} must be a whole number, 0 or more`);
  };
  const kind =
    values.db === 'postgres' || values.db === 'pglite' ? values.db : fail('--db: postgres or pglite');
  const database = String(values.database);
  // The name goes into DROP/CREATE DATABASE, which take no parameters.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database) || database === 'postgres')
    fail('--database: a lower-case name of letters, digits and _, not postgres');
  const maintenanceUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(maintenanceUrl);
  url.pathname = `/${database}`;
  return {
    kind,
    count: positive(spec.size.option),
    extras: Object.fromEntries((spec.extras ?? []).map((a) => [a.option, atLeastZero(a.option)])),
    duration: positive('duration'),
    connections: positive('connections'),
    database,
    databaseUrl: url.toString(),
    maintenanceUrl,
    pgliteDir: path.resolve(here, '..', '.data', `pglite-${spec.name}`),
  };
}

/** Drops and creates the target's database (or removes its PGlite folder), then opens and migrates it. */
export async function openFreshDatabase(target: BenchTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') await rm(target.pgliteDir, { recursive: true, force: true });
  else {
    const client = new pg.Client({ connectionString: target.maintenanceUrl });
    await client.connect();
    await client.query(`drop database if exists ${target.database} with (force)`);
    await client.query(`create database ${target.database}`);
    await client.end();
  }
  const handle = await openDatabase(
    target.kind === 'postgres'
      ? { databaseUrl: target.databaseUrl, poolSize: 2 }
      : { pgliteDir: target.pgliteDir },
  );
  await handle.migrate();
  return handle;
}

/**
 * Node's flags that make a benchmark's server child write a V8 CPU profile into `BENCH_CPU_PROF_DIR` when
 * it exits (`node --cpu-prof`, which NODE_OPTIONS does not accept); none when the variable is unset.
 */
export const cpuProfileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR] : [];

/**
 * The app on the target's database in a child process (production mode, pool of 10), beside the bare
 * Fastify baseline route of bench/search/server.ts. With `BENCH_CPU_PROF_DIR` set, the child writes a V8
 * CPU profile there when it exits (`node --cpu-prof`, which NODE_OPTIONS does not accept).
 * @param env - extra environment of the child (e.g. load-shedding limits)
 * @param args - extra arguments of bench/search/server.ts (e.g. `--clock <ISO instant>`)
 * @returns the app's and the baseline's base URLs, the child's pid, and a stop function
 */
export async function startAppServer(
  target: Pick<BenchTarget, 'kind' | 'databaseUrl' | 'pgliteDir'>,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<{ base: string; baseline: string; pid: number; stop: () => void }> {
  const child = fork(
    path.resolve(here, '..', 'search', 'server.ts'),
    [
      ...(target.kind === 'postgres'
        ? ['--database-url', target.databaseUrl]
        : ['--pglite-dir', target.pgliteDir]),
      '--pool-size',
      '10',
      ...args,
    ],
    {
      execArgv: ['--import', 'tsx', ...cpuProfileArgs()],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    },
  );
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${ready.appPort}`,
    baseline: `http://127.0.0.1:${ready.baselinePort}`,
    pid: child.pid ?? 0,
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * Checks that `url` answers 200 (throws naming `label` otherwise), warms it up for 2 s, then measures
 * it for the target's duration. @returns the first answer's body and the measured run
 */
export async function measure(
  target: BenchTarget,
  label: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ body: unknown; result: autocannon.Result }> {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  const body: unknown = await check.json();
  const run = (duration: number) => autocannon({ url, connections: target.connections, duration, headers });
  await run(2);
  return { body, result: await run(target.duration) };
}
