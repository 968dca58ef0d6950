/**
 * System routes: the health probes `GET /api/health/live`, `/api/health/ready` and `/api/health`
 * (ADR 0011), and `GET /api/config` (public run-time settings of the web app: map tiles, Google
 * client id).
 * @module
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/contract/config';
import {
  healthReportSchema,
  healthResponseSchema,
  readyResponseSchema,
} from '../../../shared/contract/system';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ReplicaStatus } from '../../db/replicas/set';
import { pingDatabase } from './queries';

/** How long readiness waits for the database, ms (below the pool's connect timeout). */
export const READY_TIMEOUT_MS = 2000;

/** Options of {@link systemRoutes}. */
export interface SystemRoutesOptions {
  config: Config;
  db: Database;
  /** The read replicas' states (ADR 0032), when replicas are configured; they never decide readiness. */
  replicas?: () => Promise<ReplicaStatus[]>;
}

/** The public part of the configuration (nothing secret: URLs and a public OAuth client id). */
export const publicConfigOf = (config: Config): PublicConfig => ({
  map: { tileUrl: config.map.tileUrl, tileAttribution: config.map.tileAttribution },
  googleClientId: config.google.clientId ?? null,
  geocoding: config.geocoder.url !== undefined,
});

/** Registers `/health` and `/config` (prefix given by the caller: `/api`). */
export const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (
  fastify,
  { config, db, replicas },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicConfig = publicConfigOf(config);

  /** True when the database answers within {@link READY_TIMEOUT_MS}; logs why when it does not. */
  const ready = async (request: FastifyRequest): Promise<boolean> => {
    try {
      await pingDatabase(db, READY_TIMEOUT_MS);
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return false;
    }
  };
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 {ok: true} while the process serves HTTP (the database is not asked)',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { ok: true };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 {ok: true} when the database answers within 2 s, 503 {ok: false} otherwise',
        description:
          'With read replicas configured, `replicas` reports each one (`host:port`, in rotation or not, replay ' +
          'position, lag in bytes); only the primary decides readiness.',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (request, reply) => {
      const [ok, states] = await Promise.all([ready(request), replicas?.()]);
      return noStore(reply)
        .code(ok ? 200 : 503)
        .send(states ? { ok, replicas: states } : { ok });
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness in one body; the status (200/503) is readiness',
        response: { 200: healthReportSchema, 503: healthReportSchema },
      },
    },
    async (request, reply) => {
      const ok = await ready(request);
      return noStore(reply)
        .code(ok ? 200 : 503)
        .send({ ok, live: true, ready: ok });
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
