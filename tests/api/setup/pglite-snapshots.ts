/**
 * Global setup of the `api` test project (vitest `globalSetup`): on PGlite, builds two data
 * directory tarballs once per run, one migrated and one migrated and seeded with the real clubs, so
 * each test file opens its fresh database from a tarball (about 0.5 s) instead of an empty cluster
 * plus every migration plus the seed (about 4 s). With TEST_DATABASE_URL set it builds the two
 * template databases on that server instead (./pg-templates.ts, ADR 0039), dropped again when the run
 * ends with every worker database.
 * @module
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/seed/index';
import { buildPgTemplates, dropPgDatabases, type PgTemplates } from './pg-templates';

/** Paths of the tarballs, handed to the test files through vitest's `provide`/`inject`. */
export interface PgliteSnapshots {
  /** Every migration applied, no rows but the migrations' own. */
  migrated: string;
  /** {@link PgliteSnapshots.migrated} plus `seedDatabase` (the 290 clubs). */
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null on PostgreSQL (TEST_DATABASE_URL set). */
    pgliteSnapshots: PgliteSnapshots | null;
    /** The template databases on PostgreSQL; null on PGlite. */
    pgTemplates: PgTemplates | null;
  }
}

/** Builds the tarballs and provides their paths; the returned teardown removes them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteSnapshots', null);
    project.provide('pgTemplates', await buildPgTemplates(url));
    return () => dropPgDatabases(url);
  }
  project.provide('pgTemplates', null);
  const dir = await mkdtemp(path.join(tmpdir(), 'buscagym-pglite-'));
  const snapshots: PgliteSnapshots = {
    migrated: path.join(dir, 'migrated.tar'),
    seeded: path.join(dir, 'seeded.tar'),
  };
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await handle.migrate();
    await save(handle.dumpDataDir, snapshots.migrated);
    await seedDatabase(handle.db);
    await save(handle.dumpDataDir, snapshots.seeded);
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshots', snapshots);
  return () => rm(dir, { recursive: true, force: true });
}

/** Writes the data directory tarball of a PGlite handle to `file`. */
async function save(dump: (() => Promise<Blob>) | undefined, file: string): Promise<void> {
  if (!dump) throw new Error('a PGlite handle dumps its data directory');
  await writeFile(file, Buffer.from(await (await dump()).arrayBuffer()));
}
