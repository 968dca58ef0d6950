/**
 * A value the application generates once and shares across processes through `app_secrets`: the
 * first process to ask inserts it, every later one (and every other process on the same database)
 * reads the same row.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSecrets } from './schema-commerce';

/**
 * The stored value of secret `name`, inserting `generated` first when there is none yet (a concurrent
 * insert of the same name keeps the first row: `on conflict do nothing`, then read).
 * @throws Error when the row is missing right after the insert
 */
export async function storedSecret(db: Database, name: string, generated: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`${name} secret missing after insert`);
  return row.value;
}
