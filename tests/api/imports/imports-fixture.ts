// The app and the helpers of the admin import tests (ADR 0025): imports.test.ts (CSV, the seed's clubs,
// GeoJSON in EPSG:9498) and imports-more.test.ts (OSM JSON, duplicates and undo, bad files, who may
// import) each call useImportApp() once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Import, ImportCommitResponse } from '../../../src/shared/contract/imports';
import { countOf, type AdminTestApp } from '../admin/helpers';
import { buildImportApp, IMPORTS, postImport } from './helpers';

/** The file's app (set by {@link useImportApp} before its tests run). */
export let t: AdminTestApp;

/** Builds the import app before the file's tests and closes it after. */
export function useImportApp(): void {
  beforeAll(async () => {
    t = await buildImportApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Gyms in the catalogue. */
export const gymCount = () => countOf(t, sql`select count(*)::int as n from gyms`);

/** Uploads a file for preview (expects 201): the import, nothing written yet. */
export const preview = async (form: Parameters<typeof postImport>[1]): Promise<Import> => {
  const res = await postImport(t.admin, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ import: Import }>().import;
};

/** Commits the previewed import `id` (expects 200). */
export const commit = async (id: string, body?: object): Promise<ImportCommitResponse> => {
  const res = await t.admin.post(IMPORTS.commit(id), body ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportCommitResponse>();
};

/** Columns of the city's polideportivos CSV. */
export const POLI_CSV_MAPPING = { name: 'NOM_POLID', address: 'DOMICILIO', phone: 'TELEFONO', id: 'ID' };
