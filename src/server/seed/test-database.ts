/**
 * The database of the seed's tests: an in-memory PGlite with every migration applied, opened before a
 * file's (or a `describe`'s) tests and closed after them. Test code only.
 * @module
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { gyms, users } from '../db/schema';

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

/**
 * What a real owner's claim and first edit leave on a seeded gym (ADR 0002, 0037): a real (not demo)
 * partner account as its owner and `demo_values` false, plus `values` (for example a price of their own).
 * @returns the new owner's id
 */
export async function editAsRealOwner(
  db: Database,
  gymId: string,
  values: Partial<typeof gyms.$inferInsert> = {},
): Promise<string> {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Dueña Real', email: `duena-${gymId}@example.com`, type: 'partner', active: true })
    .returning({ id: users.id });
  if (!owner) throw new Error('no owner inserted');
  await db
    .update(gyms)
    .set({ ...values, ownerId: owner.id, demoValues: false })
    .where(eq(gyms.id, gymId));
  return owner.id;
}
