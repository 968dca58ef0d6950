/**
 * The crash test's PostgreSQL database: created fresh and migrated for a run, dropped after it. Only a
 * database whose name starts with `crash` is ever dropped (the shared server holds others).
 * @module
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

/** `url`'s database name. @throws Error unless it starts with `crash` */
function crashName(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('crash'))
    throw new Error(`refusing to drop "${name}": the name must start with "crash"`);
  return name;
}

/** Runs `statement` on the server's `postgres` database. */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops the database of `url` (if it exists). @throws Error unless its name starts with `crash` */
export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, `drop database if exists "${crashName(url)}" with (force)`);
}

/** Drops, creates and migrates the database of `url`. @returns its handle (4 connections) */
export async function freshDatabase(url: string): Promise<DatabaseHandle> {
  await dropDatabase(url);
  await onServer(url, `create database "${crashName(url)}"`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await handle.migrate();
  return handle;
}
