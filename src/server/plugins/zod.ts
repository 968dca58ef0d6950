/**
 * Zod as Fastify's validator and serializer (fastify-type-provider-zod), with Spanish messages: a
 * schema's own message (`src/shared/contract`, texts from `src/shared/messages.ts`) wins; any issue
 * the schema has no text for gets {@link apiMessages.invalidField} instead of zod's English default.
 * @module
 */
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiMessages } from '../../shared/messages';

const fallbackMessage = (): string => apiMessages.invalidField;

/**
 * Validates a request part (query, params, body, headers) with its zod schema. Failures come back as
 * Fastify validation errors (`error.validation`, with `instancePath` = `/field`) for
 * `plugins/errors.ts` to turn into a 400 body.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data, { error: fallbackMessage });
    if (result.success) return { value: result.data };
    const issues: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
      message: issue.message,
      params: {},
    }));
    return { error: issues };
  };

/**
 * Installs the zod compilers on `app` (before any route is added). Route plugins then call
 * `app.withTypeProvider<ZodTypeProvider>()` to get their types from the schemas.
 */
export function useZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
