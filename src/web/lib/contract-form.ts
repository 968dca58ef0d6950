/**
 * Form helpers over the shared contract for react-hook-form screens (a partner's forms, the partner's
 * class form): the schema as the form's resolver, and a failed save's per-field messages on the inputs.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from './http';

/**
 * A react-hook-form resolver over a contract schema whose input type is looser than the form's string
 * fields (`unknown` for preprocessed fields). Validation and messages are the schema's own.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}

/**
 * Splits a server's per-field messages (`fields` of a 400, keys like `cbu` or `socialNetworks.website`)
 * into those of the form's own inputs and the rest.
 * @param known - the form's field names (nested names as `socialNetworks.website`)
 */
export function splitServerFields(
  fields: Record<string, string> | undefined,
  known: readonly string[],
): { mapped: [string, string][]; other: string[] } {
  const mapped: [string, string][] = [];
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    const target = known.includes(key) ? key : known.find((name) => key.startsWith(`${name}.`));
    if (target) mapped.push([target, message]);
    else other.push(message);
  }
  return { mapped, other };
}

/**
 * Puts a failed save's per-field messages on the form's inputs (those it has) and answers the text
 * for the form's notice: the server's own message (a single field's message, the generic validation
 * text, a plan limit, …).
 * @param known - the form's field names (see {@link splitServerFields})
 */
export function applyServerError(
  error: Error,
  setError: (name: string, error: { type: string; message: string }) => void,
  known: readonly string[],
): string {
  if (error instanceof ApiRequestError) {
    const { mapped } = splitServerFields(error.fields, known);
    for (const [name, message] of mapped) setError(name, { type: 'server', message });
  }
  return error.message;
}
