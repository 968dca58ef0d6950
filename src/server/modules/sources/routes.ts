/**
 * `GET /api/sources` (public; ADR 0025 "Sources"): the open-data sources with their licence,
 * attribution and number of published gyms, for the "Fuentes de datos" page. Contract in
 * `src/shared/contract/sources.ts`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sourceListResponseSchema } from '../../../shared/contract/sources';
import type { Database } from '../../db/client';
import { listSources } from './queries';

/** Registers the route (prefix given by the caller: `/api`). */
export const sourceRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/sources',
    {
      schema: {
        tags: ['gyms'],
        summary: 'Open-data sources of the catalogue, with licence, attribution and gym count',
        response: { 200: sourceListResponseSchema },
      },
    },
    async () => ({ sources: await listSources(db) }),
  );
};
