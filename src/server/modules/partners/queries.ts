/**
 * SQL of partner profiles (table `partners`, one row per partner account).
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema';

/** A partner profile row as read. */
export type PartnerRow = typeof partners.$inferSelect;

/** The partner profile of account `userId`, if any. */
export async function findPartnerByUserId(db: Database, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row;
}
