/**
 * Calls of the open-data import (ADR 0025 "Import"; contract `src/shared/contract/imports.ts`),
 * administrators only: upload and preview (multipart), one import, the list, commit and undo. Cached
 * under the administration key (a write refreshes the list and the audit log alike); a commit or an
 * undo also refreshes the catalogue, so the map shows the change.
 * @module
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importCommitResponseSchema,
  importListResponseSchema,
  importResponseSchema,
  importUndoResponseSchema,
  type Import,
  type ImportFormat,
  type ImportMapping,
  type ImportSourceInput,
} from '../../../../shared/contract/imports';
import { getJson, sendForm, sendJson } from '../../../lib/http';
import { adminKeys, useAdminWrite } from '../api/api';
import { seg } from '../../../lib/path';
import { gymKeys } from '../../../lib/query-keys';

/** Query keys of the imports (under the administration key). */
export const importKeys = {
  list: () => adminKeys.one('imports'),
  one: (id: string) => adminKeys.one('imports', id),
};

/** What the upload form sends. */
export interface ImportUpload {
  file: File;
  format: ImportFormat;
  source: ImportSourceInput;
  mapping: ImportMapping | null;
}

/** `GET /api/admin/imports`: newest first. */
export function useImports() {
  return useQuery({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => getJson('/api/admin/imports', importListResponseSchema, { signal }),
  });
}

/** `GET /api/admin/imports/{id}`: one import with its findings (none while `id` is null). */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      (await getJson(`/api/admin/imports/${seg(id ?? '')}`, importResponseSchema, { signal })).import,
    enabled: id !== null,
  });
}

/**
 * `POST /api/admin/imports` (multipart: the text fields, then the file): the preview, which is also
 * stored as the query of that import.
 */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useAdminWrite(
    async (upload: ImportUpload): Promise<Import> => {
      const form = new FormData();
      form.append('format', upload.format);
      form.append('source', JSON.stringify(upload.source));
      if (upload.mapping) form.append('mapping', JSON.stringify(upload.mapping));
      form.append('file', upload.file, upload.file.name);
      return (await sendForm('/api/admin/imports', form, importResponseSchema)).import;
    },
    (found) => queryClient.setQueryData(importKeys.one(found._id), found),
  );
}

/** Forgets the gym answers after an import changed the directory. */
function useForgetGyms() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: gymKeys.all });
}

/** `POST /api/admin/imports/{id}/commit` with the duplicates to create anyway. */
export function useCommitImport() {
  return useAdminWrite(
    ({ id, allowDuplicates }: { id: string; allowDuplicates: number[] }) =>
      sendJson(
        'POST',
        `/api/admin/imports/${seg(id)}/commit`,
        { allowDuplicates },
        importCommitResponseSchema,
      ),
    useForgetGyms(),
  );
}

/** `POST /api/admin/imports/{id}/undo`: removes what the import created and nobody touched since. */
export function useUndoImport() {
  return useAdminWrite(
    (id: string) =>
      sendJson('POST', `/api/admin/imports/${seg(id)}/undo`, undefined, importUndoResponseSchema),
    useForgetGyms(),
  );
}
