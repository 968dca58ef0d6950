/**
 * OpenAPI documentation generated from the zod schemas of every route: UI at `/api/docs`, JSON at
 * `/api/docs/json` (ARCHITECTURE §3). Must be registered before the routes it documents.
 * @module
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Path of the documentation UI; the JSON document is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/api/docs';

/** Registers @fastify/swagger and @fastify/swagger-ui. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BuscaGym API',
        description:
          'Gym marketplace API. Errors answer `{message, code, fields?}` with Spanish (es-AR) messages; ' +
          'decimals travel as `{"$numberDecimal": "…"}`; distances are km (haversine, R = 6400 km).',
        version: '0.1.0',
      },
      tags: [
        { name: 'gyms', description: 'Gym catalogue (public)' },
        { name: 'partners', description: 'Partner profiles (session required)' },
        { name: 'system', description: 'Health and public settings' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
