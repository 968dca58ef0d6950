/**
 * SQL of the system routes.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Checks that the database answers (`select 1`). @throws the driver's error when it does not */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
