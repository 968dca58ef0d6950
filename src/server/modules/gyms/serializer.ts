/**
 * Response serialisation of the public catalogue calls (ADR 0014): the answer's zod schema is turned
 * into JSON Schema once per route (`z.toJSONSchema`, the output side) and compiled by
 * fast-json-stringify, Fastify's own schema serializer, instead of being re-validated by zod on every
 * answer. The answers are built by our mappers from typed rows, and the API tests parse every one of
 * them with the same zod schema, so the check moves from each request to the tests. A schema that has
 * no JSON Schema form keeps the zod serializer.
 * @module
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/** Fastify serializer compiler for routes whose response schemas are zod schemas. */
export const catalogueSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return serializerCompiler(route) as (data: unknown) => string;
  }
};
