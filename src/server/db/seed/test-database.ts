/**
 * The database of the seed's tests: an in-memory PGlite with every migration applied, opened before a
 * file's (or a `describe`'s) tests and closed after them. Test code only.
 * @module
 */
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../client';

/** Time the migrations of a fresh PGlite may take, milliseconds. */
const MIGRATE_TIMEOUT_MS = 60_000;

/**
 * Registers the `beforeAll` that opens and migrates the database and the `afterAll` that closes it,
 * in the calling file or `describe`.
 * @returns `{ db }`: the open database, readable from the first test on (reading it before throws)
 */
export function migratedTestDatabase(): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
  }, MIGRATE_TIMEOUT_MS);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db(): Database {
      if (!handle) throw new Error('the test database is opened in beforeAll');
      return handle.db;
    },
  };
}
