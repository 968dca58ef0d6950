/**
 * Zod as Fastify's validator and serializer (fastify-type-provider-zod), with Spanish messages: a
 * schema's own message (`src/shared/contract`, texts from `src/shared/messages/index.ts`) wins; any issue
 * the schema has no text for gets {@link apiMessages.invalidField} instead of zod's English default.
 * Text that PostgreSQL cannot store (NUL, lone surrogates; see ./unstorable-text) is refused here
 * for every part a route validates, and by the guard of ./unstorable-text for the parts it does not.
 * @module
 */
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiMessages } from '../../shared/messages';
import {
  findUnstorableText,
  guardUnvalidatedParts,
  parseJsonKeepingBadBytes,
  unstorableIssue,
} from './unstorable-text';

const fallbackMessage = (): string => apiMessages.invalidField;

const pointer = (path: readonly PropertyKey[]): string => `/${path.map(String).join('/')}`;

/**
 * Validates a request part (query, params, body, headers) with its zod schema. Failures come back as
 * Fastify validation errors (`error.validation`, with `instancePath` = `/field`) for
 * `plugins/errors.ts` to turn into a 400 body.
 *
 * A part holding unstorable text fails even when its schema accepts it (free text, ignored keys):
 * each such field is reported with the schema's own message for it when the schema refuses it too
 * (e.g. "Email invalido"), else with {@link apiMessages.unstorableText}.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data, { error: fallbackMessage });
    const unstorable = findUnstorableText(data);
    if (result.success && unstorable.length === 0) return { value: result.data };
    const issues: FastifySchemaValidationError[] = (result.success ? [] : result.error.issues).map(
      (issue) => ({
        keyword: issue.code,
        instancePath: pointer(issue.path),
        schemaPath: `#${pointer(issue.path)}/${issue.code}`,
        message: issue.message,
        params: {},
      }),
    );
    for (const path of unstorable) {
      const own = issues.find((issue) => issue.instancePath === pointer(path));
      if (!own) issues.push(unstorableIssue(path));
      else if (own.message === apiMessages.invalidField) own.message = apiMessages.unstorableText;
    }
    return { error: issues };
  };

/**
 * Installs the zod compilers on `app` (before any route is added), the unstorable-text guard of the
 * request parts that no schema validates, and the JSON body parser that keeps bytes that are not
 * UTF-8 visible to both (./unstorable-text). Route plugins then call
 * `app.withTypeProvider<ZodTypeProvider>()` to get their types from the schemas.
 */
export function useZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardUnvalidatedParts(app);
  parseJsonKeepingBadBytes(app);
}
