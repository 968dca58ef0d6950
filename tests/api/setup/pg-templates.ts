/**
 * PostgreSQL side of the `api` project's databases (ADR 0039). With `TEST_DATABASE_URL` set, the
 * global setup builds two template databases on that server once per run, beside the named database:
 * `<name>_tpl_migrated` (every migration) and `<name>_tpl_seeded` (plus the 290 clubs). Each vitest
 * worker then works in a database of its own, `<name>_w<pool id>`, which `openTestDatabase` recreates
 * from a template (`CREATE DATABASE … TEMPLATE`, a file copy) instead of dropping the schemas,
 * migrating and seeding again; so files on two workers never share a database.
 * @module
 */
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/seed/index';

/** Names of the template databases, handed to the workers through vitest's `provide`/`inject`. */
export interface PgTemplates {
  migrated: string;
  seeded: string;
}

/** The environment variable that keeps the URL the run was given (workers rewrite TEST_DATABASE_URL). */
export const SERVER_URL_VARIABLE = 'TEST_DATABASE_SERVER_URL';

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  return copy.toString();
}

/** The database name of `url` (the path without its slash). */
export const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `work` on a connection to the server's maintenance database `postgres`. */
export async function onMaintenance<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops `name` (ending its connections) and creates it again as a copy of `template`, or empty. */
export async function recreateDatabase(url: string, name: string, template?: string): Promise<void> {
  await onMaintenance(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
}

/** Builds both templates on the server of `url` (see module doc). */
export async function buildPgTemplates(url: string): Promise<PgTemplates> {
  const base = databaseOf(url);
  const templates: PgTemplates = { migrated: `${base}_tpl_migrated`, seeded: `${base}_tpl_seeded` };
  await recreateDatabase(url, templates.migrated);
  const migrated = await openDatabase({ databaseUrl: withDatabase(url, templates.migrated), poolSize: 2 });
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  await recreateDatabase(url, templates.seeded, templates.migrated);
  const seeded = await openDatabase({ databaseUrl: withDatabase(url, templates.seeded), poolSize: 2 });
  try {
    await seedDatabase(seeded.db);
  } finally {
    await seeded.close();
  }
  return templates;
}

/** Drops the templates and every worker database of the run (`<name>_w…`, and their fake replicas). */
export async function dropPgDatabases(url: string): Promise<void> {
  const base = databaseOf(url);
  await onMaintenance(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2 or datname like $3`,
      [`${base}\\_tpl\\_%`, `${base}\\_w%`, `test\\_replica\\_${base}\\_w%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
