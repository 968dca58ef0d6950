/**
 * The real product as an e2e web server: `node dist/server/server.js` (compiled once per run by
 * ./global-setup.ts, as `npm start` compiles it) on a fresh embedded PGlite seeded with the real data,
 * in a new temporary DATA_DIR (its mail outbox too), on a port of its own. Each Playwright worker gets
 * one (./fixtures.ts), so two workers never share a database (ADR 0041); the MercadoPago spec starts
 * another with its own settings (./mercadopago-server.ts).
 * @module
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_ADMIN } from './admin-account';

const run = promisify(execFile);

/** The suite's base port (E2E_PORT, default 3100); the Nominatim fake listens on it + 90. */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** URL of the Nominatim fake playwright.config.ts starts (tests/fakes/geocoder-server.ts). */
export const GEOCODER_URL = `http://127.0.0.1:${Number(process.env.E2E_GEOCODER_PORT ?? SUITE_PORT + 90)}`;

/**
 * This worker's number (Playwright sets TEST_WORKER_INDEX in each worker process; a worker started
 * again after a failure gets a new one), folded into 40 ports so none reaches the fake's.
 */
const WORKER_SLOT = Number(process.env.TEST_WORKER_INDEX ?? 0) % 40;

/** Port of this worker's suite server: the base port + 1 + its slot (3101, 3102, …). */
export const WORKER_SERVER_PORT = SUITE_PORT + 1 + WORKER_SLOT;

/**
 * What the suite's server is told beside its port and folder: production limits made room for one
 * machine that signs up everybody, and the waits of production shortened where a spec waits for them.
 */
export const SUITE_SERVER_ENV: NodeJS.ProcessEnv = {
  // The whole suite signs up and signs in from one IP: more than the production limits of 20
  // sign-ups an hour and 30 sign-ins in 15 minutes (the limits themselves are covered by the API tests).
  RATE_LIMIT_REGISTER_MAX: '1000',
  RATE_LIMIT_LOGIN_MAX: '1000',
  // Check-in e2e scans the same pass again after a short wait (production: one minute).
  CHECKIN_REPEAT_WINDOW_MS: '2000',
  // Activation e2e asks for a new link right after registering (production: one minute between mails).
  ACTIVATION_RESEND_INTERVAL_MS: '0',
  // Reviews e2e waits for the "¿Cómo te fue?" mail right after a check-in (production: the day after,
  // from an hourly job).
  REVIEW_INVITE_DELAY_MS: '0',
  REVIEW_INVITES_CRON: '* * * * *',
};

/** Options of {@link startE2eServer}. */
export interface E2eServerOptions {
  port: number;
  /** Variables on top of the common ones (provider settings, shortened waits). */
  env?: NodeJS.ProcessEnv;
  /** Creates the e2e administrator (./admin-account.ts) with the operator's command first. */
  withAdmin?: boolean;
  /** How long the server may take to answer `/api/health`, in ms (default 120 000). */
  timeoutMs?: number;
}

/** A running server. */
export interface E2eServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Its DATA_DIR: the outbox is `<dataDir>/outbox`. */
  dataDir: string;
  /** Stops the server (SIGTERM to its process group, SIGKILL after 15 s) and removes the folder. */
  stop(): Promise<void>;
}

/** Resolves when `url` answers 200; rejects when `child` exits first or after `timeoutMs`. */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${log()}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer ${url} in ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the compiled server on `options.port` in a new temporary folder (see module doc).
 * @throws when dist/server is missing, the admin command fails, or the server does not come up
 */
export async function startE2eServer(options: E2eServerOptions): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buscagym-e2e-'));
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No load shedding: a busy test machine (two workers, each with its server and browser, on two
    // cores) would otherwise get 503 for the spec's own requests; tests/api/hardening covers shedding.
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
    // Owners' addresses and members' barrios come from the fake (no pause between requests).
    GEOCODER_URL,
    GEOCODER_MIN_INTERVAL_MS: '0',
    // A separate build folder lets two suites run side by side (global-setup.ts builds it when stale).
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    ...options.env,
  };
  if (options.withAdmin) {
    // Administrators cannot sign up, and the embedded database admits one process at a time: the
    // operator's command (`npm run admin:create`) runs before the server opens it.
    await run(process.execPath, ['dist/server/admin-cli.js', E2E_ADMIN.email, ...E2E_ADMIN.name.split(' ')], {
      env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
      timeout: 60_000,
    });
  }
  let output = '';
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // the group is gone already
    }
  };
  // A worker that dies without its teardown leaves no server behind.
  const orphanGuard = () => signal('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null && child.pid) {
      signal('SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${url}/api/health`, child, options.timeoutMs ?? 120_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
