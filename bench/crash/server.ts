/**
 * The crash test's server: the real product (compiled as `npm start` runs it, or from its sources
 * under `tsx`) in a child process, started, waited for (`/api/health`), and killed with SIGKILL — no
 * graceful close, like a machine losing power or the OOM killer.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A placeholder web build in `dataDir/web`, dated in the future, for a server that needs no web app:
 * it keeps `server.ts` from building one at every start (its staleness check compares modification
 * times). @returns its folder, for `WEB_DIST_DIR`
 */
export async function placeholderWeb(dataDir: string): Promise<string> {
  const webDir = path.join(dataDir, 'web');
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>bench</title>');
  const future = new Date('2100-01-01T00:00:00Z');
  await utimes(path.join(webDir, 'index.html'), future, future);
  return webDir;
}

/** A restartable server process. */
export interface CrashServer {
  readonly baseUrl: string;
  /** Starts it (if not running) and resolves when `/api/health` answers 200. */
  start(): Promise<void>;
  /** SIGKILL; resolves when the process has exited. */
  kill(): Promise<void>;
  /** True while a started process has not exited. */
  readonly running: boolean;
}

/** Node's arguments that run the server from its sources (`tsx`), in the checkout the server runs from. */
export const SOURCE_SERVER_ARGS = ['--import', 'tsx', 'src/server/server.ts'];

/**
 * Compiles the server once, as `npm start` does (scripts/build-server.mjs), into `dist/crash-server`
 * (its own folder: e2e may rebuild dist/server meanwhile). A compiled server restarts in about a second
 * where `tsx` takes 9–20 s on a loaded machine, so a run makes many more kills in the same time.
 * @returns node's arguments that run it
 */
export async function compiledServerArgs(): Promise<string[]> {
  const { buildServer, ROOT } = (await import('../../scripts/build-server.mjs')) as {
    buildServer(outDir?: string): Promise<number>;
    ROOT: string;
  };
  const outDir = path.join(ROOT, 'dist', 'crash-server');
  await buildServer(outDir);
  return [path.join(outDir, 'server.js')];
}

/**
 * A server on `port` with the environment `env` (added to the parent's), run from the checkout at `cwd`
 * (default: this one; `bench:ledger` runs an earlier commit's beside it) with node's arguments `args`
 * (default: from the sources, {@link SOURCE_SERVER_ARGS}; or {@link compiledServerArgs}). A start that is
 * not healthy within `startTimeoutMs` fails the run (a machine shared with other work may need minutes).
 */
export function crashServer(
  port: number,
  env: Record<string, string>,
  cwd = process.cwd(),
  startTimeoutMs = 180_000,
  args: readonly string[] = SOURCE_SERVER_ARGS,
): CrashServer {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const baseUrl = `http://127.0.0.1:${port}`;

  const healthy = async (): Promise<boolean> => {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      return res.ok;
    } catch {
      return false;
    }
  };

  return {
    baseUrl,
    get running() {
      return child !== null;
    },
    start: async () => {
      if (!child) {
        const proc = spawn(process.execPath, [...args], {
          cwd,
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        child = proc;
        exited = new Promise((resolve) => proc.once('exit', () => resolve()));
        void exited.then(() => {
          if (child === proc) child = null;
        });
      }
      const end = Date.now() + startTimeoutMs;
      while (Date.now() < end) {
        if (await healthy()) return;
        if (!child) throw new Error('server exited during start-up');
        await sleep(100);
      }
      throw new Error(`server did not become healthy in ${startTimeoutMs / 1000} s`);
    },
    kill: async () => {
      if (!child) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Kills `server` (SIGKILL) and starts it again at random moments, `meanMs` apart on average (uniform
 * in [0.3, 1.7] × it), until the returned `stop` is called. @returns `stop`, resolving to the kills made
 */
export function chaos(server: CrashServer, random: () => number, meanMs: number): () => Promise<number> {
  let done = false;
  let kills = 0;
  const loop = (async () => {
    while (!done) {
      await sleep(meanMs * (0.3 + 1.4 * random()));
      if (done) break;
      await server.kill();
      kills += 1;
      await server.start();
    }
  })();
  return async () => {
    done = true;
    await loop;
    await server.start();
    return kills;
  };
}
