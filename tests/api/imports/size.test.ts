// A file over IMPORT_MAX_BYTES (50 MB) is refused with a Spanish reason and writes nothing (ADR 0025).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../src/shared/constants/imports';
import { countOf, type AdminTestApp } from '../admin/helpers';
import { buildImportApp, postImport } from './helpers';

let t: AdminTestApp;
beforeAll(async () => {
  t = await buildImportApp();
});
afterAll(async () => {
  await t?.close();
});

it('refuses a file over the size limit with 400 and its Spanish reason', async () => {
  const line = 'Gimnasio,-34.6,-58.4\n';
  const file = Buffer.alloc(IMPORT_MAX_BYTES + 1024, line);
  file.write('nombre,lat,lon\n', 0);
  const res = await postImport(t.admin, { file, format: 'csv' });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
  expect(res.json<{ message: string }>().message).toMatch(/supera el máximo de 50 MB/);
  expect(await countOf(t, sql`select count(*)::int as n from imports`)).toBe(0);
}, 60_000);
