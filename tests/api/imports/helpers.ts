/**
 * Harness of the import API tests (ADR 0025 "Import"): the administration test app, the project's own
 * copies of the open-data files (data/open), and multipart posts of the import form.
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import type { Client } from '../account/helpers';
import { buildAdminApp, type AdminTestApp } from '../admin/helpers';
import { multipartBody, type FormPart } from '../uploads/helpers';

export const IMPORTS = {
  list: '/api/admin/imports',
  one: (id: string) => `/api/admin/imports/${id}`,
  commit: (id: string) => `/api/admin/imports/${id}/commit`,
  undo: (id: string) => `/api/admin/imports/${id}/undo`,
};

/** The CABA source (CC BY 2.5 AR, data/open/SOURCE.md). */
export const CABA_SOURCE = {
  name: 'Polideportivos — Buenos Aires Ciudad',
  licence: 'CC BY 2.5 AR',
  attribution:
    'Fuente: Gobierno de la Ciudad Autónoma de Buenos Aires – Buenos Aires Data (data.buenosaires.gob.ar), CC BY 2.5 AR.',
  url: 'https://data.buenosaires.gob.ar/dataset/polideportivos',
};

/** Bytes of a file of data/open. */
export const openData = (name: string): Promise<Buffer> =>
  readFile(path.join(PROJECT_ROOT, 'data', 'open', name));

/** Builds the administration test app (audit target `import`: migration 0031). */
export const buildImportApp = (): Promise<AdminTestApp> => buildAdminApp();

/** Options of {@link postImport}. */
export interface ImportPost {
  file: Uint8Array | string;
  format?: string;
  source?: object | string;
  mapping?: object;
  filename?: string;
}

/** Posts the import form. */
export async function postImport(client: Client, form: ImportPost): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = [];
  if (form.format !== undefined) parts.push({ name: 'format', value: form.format });
  const source = form.source ?? CABA_SOURCE;
  parts.push({ name: 'source', value: typeof source === 'string' ? source : JSON.stringify(source) });
  if (form.mapping) parts.push({ name: 'mapping', value: JSON.stringify(form.mapping) });
  const file = typeof form.file === 'string' ? Buffer.from(form.file, 'utf8') : form.file;
  parts.push({ name: 'file', file, filename: form.filename ?? 'datos.csv', type: 'text/csv' });
  const { payload, contentType } = await multipartBody(parts);
  return client.request({
    method: 'POST',
    url: IMPORTS.list,
    payload,
    headers: { 'content-type': contentType },
  });
}

/** Haversine distance in metres (R = 6 371 km). */
export function metres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
