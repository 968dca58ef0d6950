/**
 * HTTP routes of the open-data import (ADR 0025 "Import"), mounted under `/api/admin` with the
 * administrators' access rule (401 visitor, 403 anyone else, second factor required: ../admin-guard).
 * Schemas come from `src/shared/contract/imports.ts`. An encapsulated plugin: @fastify/multipart
 * applies to these routes only.
 * @module
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_MAX_BYTES } from '../../../shared/constants/imports';
import { errorResponses } from '../../../shared/contract/common';
import {
  importCommitBodySchema,
  importCommitResponseSchema,
  importListResponseSchema,
  importParamsSchema,
  importResponseSchema,
  importUndoResponseSchema,
} from '../../../shared/contract/imports';
import type { Database } from '../../db/client';
import { adminOnly, adminRefusals, adminTags } from '../admin-guard';
import { adminSessionRoutes } from '../session-routes';
import { commitImport } from './pipeline/commit';
import { previewImport } from './pipeline/preview';
import { getImport, listImports } from './pipeline/queries';
import { undoImport } from './pipeline/undo';
import { IMPORT_MULTIPART_LIMITS, readImportForm } from './upload';

/** Options of {@link importRoutes}. */
export interface ImportRoutesOptions {
  db: Database;
}

/** Documentation-only body of the upload (the route reads the multipart stream itself). */
const uploadBodyDoc = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'The file, at most 50 MB' }),
    format: z.enum(['csv', 'geojson', 'osm-json']),
    source: z.string().meta({ description: 'JSON { name, licence, attribution, url }' }),
    mapping: z.string().optional().meta({ description: 'JSON { ourField: theirColumn }' }),
  })
  .meta({ id: 'ImportForm' });

/** Registers the import routes (prefix given by the caller: `/api/admin`). */
export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async (fastify, { db }) => {
  await fastify.register(multipart, { limits: IMPORT_MULTIPART_LIMITS, throwFileSizeLimit: true });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = { onRequest: fastify.sessions.guard, preHandler: adminOnly(fastify) };
  const route = adminSessionRoutes(fastify);

  app.post(
    '/imports',
    {
      ...access,
      bodyLimit: IMPORT_MAX_BYTES + 256 * 1024,
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: adminTags,
        summary: 'Uploads an open-data file and previews its import (nothing is written to the gyms)',
        description:
          'multipart: `file`, `format` (csv | geojson | osm-json), `source` JSON, optional `mapping` JSON. ' +
          'Columns not mapped are found by their usual names. Rows without a name or coordinates, out of ' +
          'range or at (0, 0) are skipped with a reason; rows within 75 m of a gym with a similar name are ' +
          'listed as possible duplicates. 400 with a Spanish reason for a file that cannot be imported. ' +
          'Audit log `import.preview`.',
        consumes: ['multipart/form-data'],
        body: uploadBodyDoc,
        response: { 201: importResponseSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const form = await readImportForm(request);
      try {
        const id = await previewImport(db, {
          adminId: session.userId,
          format: form.fields.format,
          fileName: form.fileName,
          source: form.fields.source,
          mapping: form.fields.mapping ?? {},
          file: form.open(),
        });
        return reply.code(201).send({ import: await getImport(db, id) });
      } finally {
        await form.cleanup();
      }
    },
  );

  route.get(
    '/imports',
    {
      summary: 'The imports, newest first (at most 200)',
      response: { 200: importListResponseSchema },
    },
    async () => ({ imports: await listImports(db) }),
  );

  route.get(
    '/imports/:id',
    {
      summary: 'One import with its findings',
      params: importParamsSchema,
      response: { 200: importResponseSchema, ...errorResponses(404) },
    },
    async (request) => ({ import: await getImport(db, request.params.id) }),
  );

  route.post(
    '/imports/:id/commit',
    {
      summary: 'Writes a previewed import to the gyms',
      description:
        'Creates the new gyms (no owner, no price) and refreshes those of earlier imports that changed and ' +
        'nobody owns; `allowDuplicates` lists rows of possible duplicates to create anyway. 404 unknown; ' +
        '409 when already committed or undone. Audit log `import.commit`.',
      params: importParamsSchema,
      body: importCommitBodySchema,
      response: { 200: importCommitResponseSchema, ...errorResponses(404, 409) },
    },
    async (request, session) => {
      return commitImport(db, {
        importId: request.params.id,
        adminId: session.userId,
        allowDuplicates: request.body.allowDuplicates ?? [],
      });
    },
  );

  route.post(
    '/imports/:id/undo',
    {
      summary: 'Removes the gyms an import created that nobody claimed or edited since',
      description: '404 unknown; 409 when not committed. Audit log `import.undo`.',
      params: importParamsSchema,
      response: { 200: importUndoResponseSchema, ...errorResponses(404, 409) },
    },
    async (request, session) => undoImport(db, request.params.id, session.userId),
  );
};
