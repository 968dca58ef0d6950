/**
 * Entry point of `npm start` (ADR 0011; docs/architecture.md §1): reads the configuration, builds
 * the web app if needed, opens and migrates the database, seeds the real clubs (idempotent), serves web +
 * API on one port and closes gracefully on SIGTERM / SIGINT (in-flight requests finish, then the
 * database closes; a second signal exits at once).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '../shared/messages';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { holdEmbeddedDatabase } from './db/embedded-lock';
import { formatSeedReport, seedDatabase } from './seed/index';
import { isDemoMode } from './modules/payments/demo-mode';
import { ensureWebBuild } from './web-build';

const log = (msg: string): void => console.log(msg);

/** The address to print: `localhost` and the port actually bound (PORT=0 picks a free one). */
function publicAddress(app: FastifyInstance, fallbackPort: number): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : fallbackPort;
  return `http://localhost:${port}`;
}

/**
 * Closes the app (Fastify stops accepting connections, answers 503 to new requests on kept-alive
 * sockets, and waits for in-flight requests) and then the database, on the first SIGTERM or SIGINT.
 * A second signal while closing exits with code 1 at once.
 */
function closeOnSignals(app: FastifyInstance, handle: DatabaseHandle, release: () => void): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      console.error(serverMessages.forcedExit(signal));
      process.exit(1);
    }
    closing = true;
    log(serverMessages.shuttingDown(signal));
    void (async () => {
      let code = 0;
      try {
        await app.close();
      } catch (error) {
        console.error(error);
        code = 1;
      }
      try {
        await handle.close();
      } catch (error) {
        console.error(error);
        code = 1;
      }
      release();
      log(serverMessages.closed);
      process.exit(code);
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Starts BuscaGym. @throws on any start-up failure (the caller logs it and exits 1) */
async function main(): Promise<void> {
  const config = loadConfig();
  // A production install has no build tools: it serves the web app built by `npm run build`.
  if (config.env !== 'production') await ensureWebBuild(process.cwd(), config.webDistDir, log);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
  });
  // The embedded database is this process's alone while it runs (./db/embedded-lock).
  const release = config.databaseUrl ? () => undefined : await holdEmbeddedDatabase(config.dataDir);
  let app: FastifyInstance | undefined;
  try {
    await handle.migrate();
    if (config.seed) {
      const report = await seedDatabase(handle.db, { demo: isDemoMode(config) }).catch((error: unknown) => {
        console.error(serverMessages.seedFailed);
        throw error;
      });
      if (report.changed) log(formatSeedReport(report));
    }
    app = await buildApp({ config, db: handle });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    release();
    throw error;
  }
  closeOnSignals(app, handle, release);
  log(serverMessages.ready(publicAddress(app, config.port)));
}

main().catch((error: unknown) => {
  console.error(serverMessages.startFailed);
  console.error(error);
  process.exit(1);
});
