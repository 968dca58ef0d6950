/**
 * A local streaming replica of the machine's PostgreSQL 15 for `bench:replica`: checks that the primary
 * allows replication connections (adding a marked `replication` line to its pg_hba.conf when it lacks one,
 * removed again at the end), takes a base backup (`pg_basebackup -R -X stream`) into a temporary data
 * directory, and runs a second server (a hot standby) on another port as the `postgres` OS user, with
 * `pg_ctl`. Everything it made is removed by {@link ReplicaCluster.teardown}, which the runner also calls
 * on Ctrl-C and on failure. PostgreSQL 15 documentation, "High Availability" §27.2 (log-shipping standby
 * servers) and the pg_basebackup reference.
 * @module
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where the PostgreSQL 15 binaries live (Debian). Override with `BENCH_PG_BIN`. */
export const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The marker of the pg_hba.conf lines this benchmark adds; a run killed with -9 leaves them, the next removes them. */
const HBA_MARK = '# bench:replica (added for the benchmark, removed at its end)';
const HBA_LINES = [
  `local replication all trust ${HBA_MARK}`,
  `host replication all 127.0.0.1/32 trust ${HBA_MARK}`,
];

/** What the primary allows, read before anything is changed. */
export interface PrimaryCheck {
  walLevel: string;
  maxWalSenders: number;
  hbaFile: string;
  /** Whether pg_hba.conf had no replication line of its own and the benchmark added {@link HBA_LINES}. */
  hbaAmended: boolean;
}

/** Options of {@link ReplicaCluster.create}. */
export interface ReplicaOptions {
  /** Maintenance URL of the primary (database `postgres`), e.g. `postgres://postgres@127.0.0.1:5432/postgres`. */
  primaryUrl: string;
  /** TCP port of the replica (default 5433); must be free. */
  port: number;
  log: (line: string) => void;
}

/** A query on one connection that is closed afterwards. */
export async function queryOnce<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined); // a server going away mid-query fails the query; no stray event
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs a PostgreSQL binary as the `postgres` OS user (the server refuses to run as root). With
 * `ownSession`, in a session of its own (`setsid -w`): a postmaster started by `pg_ctl start` would
 * otherwise share the benchmark's process group, and a Ctrl-C would shut it down under the teardown.
 */
async function asPostgres(binary: string, args: string[], ownSession = false): Promise<string> {
  const command = [...(ownSession ? ['setsid', '-w'] : []), path.join(PG_BIN, binary), ...args];
  const [cmd = '', ...argv] =
    userInfo().username === 'postgres' ? command : ['runuser', '-u', 'postgres', '--', ...command];
  try {
    const { stdout, stderr } = await run(cmd, argv, { maxBuffer: 16 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    const e = error as Error & { stderr?: string; stdout?: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
  }
}

/** Makes `postgres` the owner of a file or directory (the server refuses a data directory it does not own). */
async function giveToPostgres(file: string): Promise<void> {
  await run('chown', ['postgres:postgres', file]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The second server: its data directory, port, URL per database, and its life cycle. */
export class ReplicaCluster {
  /** Seconds the base backup took (0 before {@link ReplicaCluster.baseBackup}). */
  baseBackupS = 0;
  private dataDir: string | null = null;
  private hbaOriginal: string | null = null;

  private constructor(
    private readonly options: ReplicaOptions,
    readonly primary: PrimaryCheck,
  ) {}

  /**
   * Checks the primary (`wal_level` at least `replica`, `max_wal_senders` > 0) and makes sure its
   * pg_hba.conf has a `replication` line for local and 127.0.0.1 connections, appending one (and
   * reloading) when it has none of its own.
   * @throws Error naming the setting when the primary cannot serve a streaming replica
   */
  static async create(options: ReplicaOptions): Promise<ReplicaCluster> {
    const settings = await queryOnce<{ name: string; setting: string }>(
      options.primaryUrl,
      "select name, setting from pg_settings where name in ('wal_level', 'max_wal_senders', 'hba_file')",
    );
    const get = (name: string) => settings.find((s) => s.name === name)?.setting ?? '';
    const walLevel = get('wal_level');
    const maxWalSenders = Number(get('max_wal_senders'));
    if (walLevel === 'minimal')
      throw new Error('primary: wal_level = minimal, a replica needs replica or logical');
    if (!(maxWalSenders > 0)) throw new Error('primary: max_wal_senders = 0, a replica needs at least 1');
    const cluster = new ReplicaCluster(options, {
      walLevel,
      maxWalSenders,
      hbaFile: get('hba_file'),
      hbaAmended: false,
    });
    await cluster.allowReplication();
    return cluster;
  }

  /** Connection string of `database` on the replica. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.options.port}/${database}`;
  }

  private async reloadPrimary(): Promise<void> {
    await queryOnce(this.options.primaryUrl, 'select pg_reload_conf()');
    await sleep(300); // the postmaster rereads its files asynchronously
  }

  private async allowReplication(): Promise<void> {
    const file = this.primary.hbaFile;
    const text = await readFile(file, 'utf8');
    const own = text.split('\n').filter((l) => !l.includes(HBA_MARK));
    const leftover = own.length !== text.split('\n').length;
    const hasReplication = own.some((l) => /^\s*(local|host\w*)\s+(\S*,)?replication\b/.test(l));
    if (hasReplication) {
      if (leftover) {
        await writeFile(file, own.join('\n'));
        await this.reloadPrimary();
      }
      return;
    }
    this.hbaOriginal = own.join('\n');
    const base = this.hbaOriginal.endsWith('\n') ? this.hbaOriginal : `${this.hbaOriginal}\n`;
    await writeFile(file, `${base}${HBA_LINES.join('\n')}\n`);
    this.primary.hbaAmended = true;
    this.options.log(
      `  ${file} had no replication line: appended ${HBA_LINES.length} (trust, local and 127.0.0.1), reloaded`,
    );
    await this.reloadPrimary();
  }

  /**
   * `pg_basebackup -R -X stream -c fast` of the whole primary cluster into a new temporary directory
   * (owned by `postgres`, mode 0700), then the replica's own configuration files: Debian keeps
   * postgresql.conf and pg_hba.conf in /etc, so the copied data directory has none.
   */
  async baseBackup(): Promise<void> {
    const dir = await mkdtemp('/tmp/bench-replica-');
    this.dataDir = dir;
    await giveToPostgres(dir);
    const primary = new URL(this.options.primaryUrl);
    const t0 = performance.now();
    await asPostgres('pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
      ...['-D', dir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    this.baseBackupS = (performance.now() - t0) / 1000;
    const conf = [
      `port = ${this.options.port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'hot_standby = on',
      "cluster_name = 'bench_replica'", // the walreceiver's application_name in pg_stat_replication
      'max_connections = 100',
      'shared_buffers = 128MB',
      "timezone = 'Etc/UTC'",
      "log_line_prefix = '%m [%p] '",
    ].join('\n');
    for (const [name, text] of [
      ['postgresql.conf', `${conf}\n`],
      ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
      ['pg_ident.conf', ''],
    ] as const) {
      const file = path.join(dir, name);
      await writeFile(file, text, { mode: 0o600 });
      await giveToPostgres(file);
    }
  }

  /** Size of the replica's data directory, from `du -sb`, in bytes. */
  async dataDirBytes(): Promise<number> {
    const { stdout } = await run('du', ['-sb', this.requireDir()]);
    return Number(stdout.split(/\s/)[0]);
  }

  private requireDir(): string {
    if (!this.dataDir) throw new Error('no base backup taken yet');
    return this.dataDir;
  }

  /**
   * Starts the replica with `pg_ctl start` and waits until it accepts connections to `database` and
   * answers `pg_is_in_recovery()` true (at most `timeoutS`).
   * @returns seconds from the start command until then
   */
  async start(database: string, timeoutS = 120): Promise<number> {
    const dir = this.requireDir();
    const t0 = performance.now();
    try {
      await asPostgres('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), 'start'], true);
    } catch (error) {
      const tail = (await this.serverLog()).split('\n').slice(-15).join('\n');
      throw new Error(`${(error as Error).message}\nreplica server.log:\n${tail}`);
    }
    await this.waitInRecovery(database, t0, timeoutS);
    return (performance.now() - t0) / 1000;
  }

  /** Polls every 50 ms until the replica serves `database` in recovery. @throws Error after `timeoutS` */
  private async waitInRecovery(database: string, t0: number, timeoutS: number): Promise<void> {
    let last = '';
    while (performance.now() - t0 < timeoutS * 1000) {
      try {
        const [row] = await queryOnce<{ r: boolean }>(this.url(database), 'select pg_is_in_recovery() as r');
        if (row?.r) return;
        last = 'not in recovery (promoted?)';
      } catch (error) {
        last = (error as Error).message;
      }
      await sleep(50);
    }
    throw new Error(`replica not serving ${database} in recovery after ${timeoutS} s: ${last}`);
  }

  /** `pg_ctl stop -m immediate|fast`: immediate is the kill (no shutdown checkpoint, clients cut off). */
  async stop(mode: 'immediate' | 'fast'): Promise<void> {
    await asPostgres('pg_ctl', ['-D', this.requireDir(), '-m', mode, '-w', 'stop']);
  }

  /** Whether the replica's postmaster runs (`pg_ctl status`). */
  async running(): Promise<boolean> {
    if (!this.dataDir) return false;
    try {
      await asPostgres('pg_ctl', ['-D', this.dataDir, 'status']);
      return true;
    } catch {
      return false;
    }
  }

  /** The replica's server log (for a failure report). */
  async serverLog(): Promise<string> {
    return this.dataDir ? readFile(path.join(this.dataDir, 'server.log'), 'utf8').catch(() => '') : '';
  }

  /**
   * Stops the replica if it runs, removes its data directory, and restores the primary's pg_hba.conf
   * when this benchmark amended it (reloading the primary). Safe to call more than once; each step runs
   * even when an earlier one failed, and the failures are logged.
   */
  async teardown(): Promise<void> {
    const step = async (what: string, action: () => Promise<unknown>) => {
      try {
        await action();
      } catch (error) {
        this.options.log(`  teardown: ${what} failed: ${(error as Error).message}`);
      }
    };
    if (await this.running()) await step('stopping the replica', () => this.stop('fast'));
    const dir = this.dataDir;
    if (dir) await step(`removing ${dir}`, () => rm(dir, { recursive: true, force: true }));
    this.dataDir = null;
    const original = this.hbaOriginal;
    if (original !== null) {
      await step(`restoring ${this.primary.hbaFile}`, async () => {
        await writeFile(this.primary.hbaFile, original);
        await this.reloadPrimary();
        this.options.log(`  ${this.primary.hbaFile} restored (replication lines removed), reloaded`);
      });
      this.hbaOriginal = null;
    }
  }
}
