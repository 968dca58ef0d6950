/**
 * `npm run db:seed`: migrates the configured database (DATABASE_URL, or the embedded PGlite in
 * $DATA_DIR/db) and imports the Buenos Aires clubs, printing what changed. Safe to repeat. The demo
 * layer is written in demo mode only (../../modules/payments/demo-mode).
 * Optional argument: the path of another clubs CSV with the same columns.
 * @module
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isDemoMode } from '../modules/payments/demo-mode';
import { seedDatabase } from './index';
import { serverMessages } from '../../shared/messages';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, {
      csvPath: process.argv[2],
      demo: isDemoMode(config),
      log: (msg) => console.log(msg),
    });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(serverMessages.seedFailed);
  console.error(error);
  process.exit(1);
});
