/**
 * Setup file of the `api` project, run in each worker before each test file: on PostgreSQL it points
 * `TEST_DATABASE_URL` at this worker's own database, `<name>_w<pool id>` (ADR 0039), created from the
 * seeded template before the worker's first file, so the files of two workers never meet and a file's own connections (a second
 * client, a fake replica) reach the database its app uses. The URL the run was given stays in
 * `TEST_DATABASE_SERVER_URL`. On PGlite it does nothing.
 * @module
 */
import { inject } from 'vitest';
import { databaseOf, recreateDatabase, SERVER_URL_VARIABLE, withDatabase } from './pg-templates';

const templates = inject('pgTemplates');
// The worker keeps its environment from file to file (isolate: false): the database is made once.
if (templates && !process.env[SERVER_URL_VARIABLE]) {
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `${databaseOf(server)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  await recreateDatabase(server, name, templates.seeded);
  process.env[SERVER_URL_VARIABLE] = server;
  process.env.TEST_DATABASE_URL = withDatabase(server, name);
}
