/**
 * Child process of the upload benchmark: the real app (`buildApp`, production settings) on an
 * in-memory PGlite and a temporary data folder, with `--partners N` partner accounts signed in
 * (sessions stored directly, as the API tests' `sessionFor` does). Listens on 127.0.0.1 on a port
 * chosen by the system and reports `{ type: 'ready', port, cookies, uploadsDir }` over IPC. SIGTERM or
 * a closed IPC channel closes the app and removes the data folder.
 *
 * Started by `run.ts` as `node --import tsx bench/uploads/server.ts --partners N`.
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { sessionCookieName } from '../../src/server/plugins/session';
import { insertSession } from '../../src/server/modules/account/queries/sessions';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';

/** Message sent to the parent once the server listens. */
export interface ReadyMessage {
  type: 'ready';
  port: number;
  /** One `Cookie` header value per partner account. */
  cookies: string[];
  uploadsDir: string;
}

const { values } = parseArgs({ options: { partners: { type: 'string', default: '1' } } });

const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-bench-uploads-'));
const handle = await openDatabase({ pgliteDir: 'memory://' });
await handle.migrate();
const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'false', DATA_DIR: dataDir },
  { pgliteDir: 'memory://', host: '127.0.0.1', port: 0, webDistDir: path.join(dataDir, 'no-web') },
);

const cookies: string[] = [];
for (let i = 0; i < Number(values.partners); i++) {
  const [row] = await handle.db
    .insert(users)
    .values({ name: `Bench ${i}`, email: `bench-${i}@example.com`, type: 'partner', active: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  const token = newOpaqueToken();
  const now = new Date();
  await insertSession(handle.db, {
    id: sha256Hex(token),
    userId: row.id,
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  cookies.push(`${sessionCookieName(config)}=${token}`);
}

const app = await buildApp({ config, db: handle });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const ready: ReadyMessage = {
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  cookies,
  uploadsDir: config.uploadsDir,
};
process.send?.(ready);

let closing = false;
const shutdown = async (): Promise<void> => {
  if (closing) return;
  closing = true;
  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
