/**
 * SQL of the `uploads` table (images of partners; ADR 0007 "Uploads are rows").
 * @module
 */
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema-marketplace';

/** An upload row as stored. */
export type UploadRow = typeof uploads.$inferSelect;

/** The columns written when an upload is stored (`createdAt` is the database's). */
export type NewUploadRow = Omit<UploadRow, 'createdAt'>;

/**
 * Inserts an upload row.
 * @returns the row as stored
 * @throws the driver's error (e.g. the owner account was deleted meanwhile: foreign key)
 */
export async function insertUpload(db: Database, values: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}
