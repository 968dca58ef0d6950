/**
 * SQL of the system routes.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Checks that the database answers (`select 1`) within `timeoutMs` milliseconds.
 * @throws the driver's error when it does not answer, or an Error after `timeoutMs`
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
