/**
 * OpenAPI documentation generated from the zod schemas of every route: UI at `/api/docs`, JSON at
 * `/api/docs/json` (docs/architecture.md §3). Must be registered before the routes it documents.
 * @module
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Path of the documentation UI; the JSON document is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/api/docs';

/** Options of {@link registerDocs}. */
export interface DocsOptions {
  /** Serve the UI and the JSON at {@link DOCS_PATH} (`API_DOCS`; default on outside production). */
  expose: boolean;
}

/**
 * Registers @fastify/swagger (the document is always built: `app.swagger()` serves tests and tools)
 * and, when `expose`, @fastify/swagger-ui at {@link DOCS_PATH}.
 */
export async function registerDocs(app: FastifyInstance, { expose }: DocsOptions): Promise<void> {
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
        { name: 'admin', description: 'Administration: administrators only (ADR 0018)' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (expose) await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
