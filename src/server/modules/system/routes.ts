/**
 * System routes: `GET /api/health` (database check) and `GET /api/config` (public run-time settings
 * of the web app: map tiles, Google client id).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/contract/config';
import { healthResponseSchema } from '../../../shared/contract/system';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pingDatabase } from './queries';

/** Options of {@link systemRoutes}. */
export interface SystemRoutesOptions {
  config: Config;
  db: Database;
}

/** The public part of the configuration (nothing secret: URLs and a public OAuth client id). */
export const publicConfigOf = (config: Config): PublicConfig => ({
  map: { tileUrl: config.map.tileUrl, tileAttribution: config.map.tileAttribution },
  googleClientId: config.google.clientId ?? null,
});

/** Registers `/health` and `/config` (prefix given by the caller: `/api`). */
export const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (fastify, { config, db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicConfig = publicConfigOf(config);

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 {ok: true} when the database answers, 503 {ok: false} otherwise',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { ok: true };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ ok: false });
      }
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public run-time settings of the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig,
  );
};
