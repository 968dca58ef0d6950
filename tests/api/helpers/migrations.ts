/**
 * Migrating a test database part of the way, for the tests of a migration on data the earlier code left
 * behind: a copy of the migrations folder that stops at one migration, and the migrator of the handle's
 * driver (PGlite or node-postgres).
 * @module
 */
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../../../src/server/db/client';

/** Copies the migrations into `dir`, keeping those up to number `last`. @returns `dir` */
export async function migrationsUpTo(dir: string, last: number): Promise<string> {
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  for (const file of await readdir(dir))
    if (/^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) > last) await rm(path.join(dir, file));
  return dir;
}

/** Applies the migrations of `folder` not yet applied to `handle`'s database. */
export async function migrateWith(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
  else await migratePg(handle.db as never, { migrationsFolder: folder });
}

/**
 * An empty database, nothing migrated: PGlite in memory, or TEST_DATABASE_URL's PostgreSQL with its
 * schemas dropped and `public` made anew.
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(url ? { databaseUrl: url, poolSize: 4 } : { pgliteDir: 'memory://' });
  if (url) {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema if exists pgboss cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  return handle;
}
