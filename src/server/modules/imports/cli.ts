/**
 * `npm run import -- FILE --format csv|geojson|osm-json --source '{…}' [--mapping '{…}'] [--commit]`:
 * the open-data import from the shell (ADR 0025 "Import"), through the same pipeline as
 * `POST /api/admin/imports` (preview, then commit with `--commit`), on the configured database
 * (DATABASE_URL, or the embedded PGlite in $DATA_DIR/db), with a progress bar on standard error. No
 * administrator acts, so no audit entry is written (the import's `admin` is null).
 * @module
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { importUploadFieldsSchema } from '../../../shared/contract/imports';
import { importCliMessages as m } from '../../../shared/messages/imports';
import { AppError } from '../../app-error';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { commitImport } from './pipeline/commit';
import { previewImport } from './pipeline/preview';
import { getImport } from './pipeline/queries';
import { ProgressLine } from './progress';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      source: { type: 'string' },
      mapping: { type: 'string' },
      commit: { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  const fields = importUploadFieldsSchema.safeParse({
    format: values.format,
    source: values.source,
    ...(values.mapping ? { mapping: values.mapping } : {}),
  });
  if (!file || !fields.success) {
    console.error(fields.success ? m.usage : `${z.prettifyError(fields.error)}\n${m.usage}`);
    return 2;
  }
  const size = (await stat(file)).size;
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    const bar = new ProgressLine(size, m.reading);
    const id = await previewImport(handle.db, {
      adminId: null,
      format: fields.data.format,
      fileName: path.basename(file),
      source: fields.data.source,
      mapping: fields.data.mapping ?? {},
      file: createReadStream(file).pipe(bar.counter()),
      onProgress: (rows) => bar.update(rows),
    });
    const found = await getImport(handle.db, id);
    bar.update(found.rows);
    bar.done();
    console.log(m.preview(found.rows, found.valid, found.skippedCount, found.duplicatesCount));
    for (const skip of found.skipped.slice(0, 20)) console.log(`  ${skip.row}: ${skip.reason}`);
    if (!values.commit) {
      console.log(m.notCommitted);
      return 0;
    }
    const commitBar = new ProgressLine(found.rows, m.committing, true);
    const result = await commitImport(handle.db, {
      importId: id,
      adminId: null,
      allowDuplicates: [],
      onProgress: (rows) => {
        commitBar.update(rows);
      },
    });
    commitBar.done();
    console.log(m.committed(result.created, result.updated, result.skipped));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof AppError ? error.message : error);
    process.exit(1);
  },
);
