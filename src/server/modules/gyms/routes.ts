/**
 * HTTP routes of the gym catalogue (SPEC §7 partner calls; ADR 0006, ADR 0014), mounted under
 * `/api/partner/gyms`. Schemas come from `src/shared/contract/gyms.ts`; rules live in ./service.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  gymByIdParamsSchema,
  gymByIdQuerySchema,
  gymByIdResponseSchema,
  gymListQuerySchema,
  gymListResponseSchema,
  gymMapQuerySchema,
  gymMapResponseSchema,
  serviceNamesQuerySchema,
  serviceNamesResponseSchema,
} from '../../../shared/contract/gyms';
import { registerConditionalGets, TAGS_FROM_ANSWER } from './conditional';
import { catalogueSerializerCompiler } from './serializer';
import type { GymCatalogue } from './service';

/** Options of {@link gymRoutes}. */
export interface GymRoutesOptions {
  catalogue: GymCatalogue;
}

const tags = ['gyms'];

/** Registers the catalogue routes (prefix given by the caller: `/api/partner/gyms`). */
export const gymRoutes: FastifyPluginAsync<GymRoutesOptions> = async (fastify, { catalogue }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every call here is public and the same for everyone: ETag and shared caching, and answers serialised
  // by fast-json-stringify from their schemas instead of re-validated (ADR 0014).
  const conditional = registerConditionalGets(
    fastify,
    () => catalogue.contentVersion(),
    () => catalogue.now(),
  );
  fastify.setSerializerCompiler(catalogueSerializerCompiler);

  app.get(
    '/allgyms',
    {
      config: TAGS_FROM_ANSWER,
      schema: {
        tags,
        summary: 'Search active gyms: filters, sort and paging',
        description:
          'Filters by service name (`all` = any; an unknown name finds nothing) and by a name substring that ' +
          'ignores case and accents ("atletico" finds "Atlético"); sorts by raiting, price or distance (km, ' +
          'haversine R = 6400 km) from `lat`/`lon`; ties are broken by `_id`. Gyms without rating ' +
          '(`raiting: null`) come after every rated gym in both directions. `order` accepts asc/desc and the ' +
          'Spanish ascendente/descendente. Only the gyms of `country` (default AR, ADR 0052) are read; without ' +
          "`lat`/`lon` distances start at SPEC §9 position in Argentina and at the country's centre elsewhere.",
        querystring: gymListQuerySchema,
        response: { 200: gymListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => catalogue.list(request.query, (version) => conditional.tag(request, version)),
  );

  app.get(
    '/gymbyid/:id',
    {
      schema: {
        tags,
        summary: 'One active gym with all its services',
        params: gymByIdParamsSchema,
        querystring: gymByIdQuerySchema,
        response: { 200: gymByIdResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      catalogue.byId(request.params.id, { latitude: request.query.lat, longitude: request.query.lon }),
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'Service names offered by active gyms, with gym counts',
        description: 'Of the country `country` when given (ADR 0052), else of every country.',
        querystring: serviceNamesQuerySchema,
        response: { 200: serviceNamesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => catalogue.serviceNames(request.query.country),
  );

  app.get(
    '/mapgyms',
    {
      schema: {
        tags,
        summary: 'Map pins: the nearest active gyms of a country matching the filters',
        description:
          'Only the gyms of `country` (default AR, ADR 0052); `lat`/`lon` default as in `allgyms`. Each pin ' +
          "carries its gym's `country`.",
        querystring: gymMapQuerySchema,
        response: { 200: gymMapResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => catalogue.mapPins(request.query),
  );
};
