/**
 * A second e2e web server that takes payments with MercadoPago (ADR 0028), for
 * tests/e2e/mercadopago.spec.ts: the fake MercadoPago (tests/fakes/mercadopago-fake.ts) runs in the
 * test's process, and the real product (`tsx src/server/server.ts`) runs as a child process with
 * PAYMENT_PROVIDER=mercadopago and MERCADOPAGO_* pointed at the fake, on its own port (the e2e port
 * + 95) and a fresh embedded database in a new temporary DATA_DIR (its mail outbox too). The suite's
 * own server (playwright.config.ts) stays on the demo provider.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMercadoPagoFake, type MercadoPagoFake } from '../fakes/mercadopago-fake';

/** The suite's port (playwright.config.ts: E2E_PORT, default 3100). */
const suitePort = Number(process.env.E2E_PORT ?? 3100);
/** Port of the MercadoPago server: the e2e port + 95. */
export const MP_E2E_PORT = suitePort + 95;
/** Its base URL. */
export const MP_E2E_BASE_URL = `http://127.0.0.1:${MP_E2E_PORT}`;
/** The Nominatim fake playwright.config.ts starts (its port: the e2e port + 90). */
const geocoderURL = `http://127.0.0.1:${Number(process.env.E2E_GEOCODER_PORT ?? suitePort + 90)}`;

const SECRETS = {
  platformToken: 'APP_USR-e2e-platform-token',
  webhookSecret: 'e2e-mercadopago-webhook-secret',
  clientId: '5151515151',
  clientSecret: 'e2e-mercadopago-client-secret',
};

/** The running pair. */
export interface MpE2eServer {
  fake: MercadoPagoFake;
  /** The server's DATA_DIR (its outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** Stops the server (SIGTERM to its process group) and the fake, and removes the data folder. */
  stop(): Promise<void>;
}

/** Resolves when `url` answers 200, rejects when `child` exits first or after `timeoutMs`. */
async function waitUntilUp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the MercadoPago e2e server exited (${child.exitCode}):\n${log()}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the MercadoPago e2e server did not answer ${url} in ${timeoutMs} ms:\n${log()}`);
}

/** Starts the fake and the server (see module doc); up to `timeoutMs` for the server's start. */
export async function startMpServer(timeoutMs = 180_000): Promise<MpE2eServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buscagym-e2e-mp-'));
  const fake = await startMercadoPagoFake({
    ...SECRETS,
    notificationUrl: `${MP_E2E_BASE_URL}/api/payments/mercadopago/webhook`,
  });
  let output = '';
  const child = spawn('npx', ['tsx', 'src/server/server.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(MP_E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: MP_E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: SECRETS.platformToken,
      MERCADOPAGO_WEBHOOK_SECRET: SECRETS.webhookSecret,
      MERCADOPAGO_CLIENT_ID: SECRETS.clientId,
      MERCADOPAGO_CLIENT_SECRET: SECRETS.clientSecret,
      MERCADOPAGO_API_URL: fake.url,
      MERCADOPAGO_AUTH_URL: `${fake.url}/auth`,
      RATE_LIMIT_REGISTER_MAX: '1000',
      RATE_LIMIT_LOGIN_MAX: '1000',
      ACTIVATION_RESEND_INTERVAL_MS: '0',
      GEOCODER_URL: geocoderURL,
      GEOCODER_MIN_INTERVAL_MS: '0',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
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
  // A worker that dies without its afterAll leaves no server behind.
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
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${MP_E2E_BASE_URL}/api/health`, child, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { fake, dataDir, stop };
}
