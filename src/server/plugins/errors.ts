/**
 * The one error handler and the not-found handler (docs/architecture.md §4): every failure answers
 * `{message, code, fields?}` with a Spanish message from `src/shared/messages/index.ts`; bad input is a 4xx,
 * never a 500; no answer ever carries a stack trace, SQL or driver text (those go to the log, without
 * the query's parameter values: ./logger). A database failure is answered by what it means
 * (../db/db-errors): unreachable → 503 with `Retry-After`, a refused value → 400, a clash → 409,
 * abandoned under concurrent work (serialization failure, deadlock, statement timeout) → 503 with a
 * shorter `Retry-After`. Only an error the database raised is read that way: an SMTP, Redis or
 * payment-provider error whose code looks like a connection failure is not a database outage.
 * @module
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/contract/common';
import { apiMessages } from '../../shared/messages';
import { AppError, statusOfCode } from '../app-error';
import { classifyDbError, raisedByDatabase, type DbFailure } from '../db/db-errors';

/** Answers a not-found request outside `/api` (e.g. the SPA's index.html); returns false to decline. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** True for `/api` and anything below it. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Per-field messages of a Fastify validation error; the field is the path (`lat`, `items.0.qty`). */
function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = path || error.validationContext || 'request';
    fields[field] ??= issue.message ?? apiMessages.invalidField;
  }
  return fields;
}

/**
 * Seconds a client is told to wait when the database is unavailable (`Retry-After`, RFC 9110
 * §10.2.3): long enough for a restart or failover to finish, short enough for a person to retry.
 */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * Seconds a client is told to wait after the database abandoned its work under concurrent work
 * (`busy`: serialization failure, deadlock, statement timeout): the clash is over in moments.
 */
export const DB_BUSY_RETRY_AFTER_SECONDS = 1;

/** The status and body for a classified database failure (../db/db-errors). */
function describeDbFailure(failure: DbFailure): { status: number; body: ApiError } {
  switch (failure.kind) {
    case 'unavailable':
    case 'busy':
      return { status: 503, body: { message: apiMessages.unavailable, code: 'UNAVAILABLE' } };
    case 'data':
      return { status: 400, body: { message: apiMessages.unstorableData, code: 'VALIDATION' } };
    case 'conflict':
      return { status: 409, body: { message: apiMessages.conflict, code: 'CONFLICT' } };
  }
}

/** The status and body for an error that is not an {@link AppError}. */
function describe(error: FastifyError): { status: number; body: ApiError } {
  if (error.validation) {
    const fields = fieldsOf(error);
    const messages = Object.values(fields);
    const message = messages.length === 1 && messages[0] ? messages[0] : apiMessages.validation;
    return { status: 400, body: { message, code: 'VALIDATION', fields } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400)
    return { status: 500, body: { message: apiMessages.internal, code: 'INTERNAL' } };
  switch (status) {
    case 404:
      return { status, body: { message: apiMessages.notFound, code: 'NOT_FOUND' } };
    case 413:
      return { status, body: { message: apiMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' } };
    case 415:
      return { status, body: { message: apiMessages.unsupportedMediaType, code: 'VALIDATION' } };
    case 429:
      return { status, body: { message: apiMessages.tooManyRequests, code: 'TOO_MANY_REQUESTS' } };
    default: {
      const badJson =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      const message = badJson || error instanceof SyntaxError ? apiMessages.badJson : apiMessages.badRequest;
      return { status, body: { message, code: 'VALIDATION' } };
    }
  }
}

/**
 * Installs the error handler on the root instance. Call it before adding routes: Fastify binds a
 * route to the error handler in force when the route is added.
 *  - validation errors (zod, `plugins/zod.ts`) → 400 VALIDATION with `fields`;
 *  - {@link AppError} → its code's status and message;
 *  - a failure the database raised (../db/db-errors) → 503 UNAVAILABLE with `Retry-After:`
 *    {@link DB_RETRY_AFTER_SECONDS} ({@link DB_BUSY_RETRY_AFTER_SECONDS} when busy), 400 VALIDATION or
 *    409 CONFLICT, logged as a warning;
 *  - Fastify's own 4xx (bad JSON, body too large, unsupported media type) → 4xx with a Spanish text;
 *  - anything else → logged with its stack, answered 500 INTERNAL with {@link apiMessages.internal}.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiError;
    const dbFailure =
      error instanceof AppError || error.validation || !raisedByDatabase(error)
        ? undefined
        : classifyDbError(error);
    if (error instanceof AppError) {
      status = statusOfCode[error.code];
      body = { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (dbFailure) {
      ({ status, body } = describeDbFailure(dbFailure));
      const wait = dbFailure.kind === 'busy' ? DB_BUSY_RETRY_AFTER_SECONDS : DB_RETRY_AFTER_SECONDS;
      if (status === 503) void reply.header('retry-after', String(wait));
    } else {
      ({ status, body } = describe(error));
    }
    // A database refusal is not the client's fault and is worth a look (a value or clash that should
    // have been caught earlier, or the database down); the logger drops the query's values (./logger).
    if (dbFailure) request.log.warn({ err: error, dbFailure, status }, 'database refused the request');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status, reason: error.message }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before the error handler exists
 * for the request (a malformed URL, a path parameter over `maxParamLength`), answered in the same
 * format as every other error instead of Fastify's default body (which echoes the URL).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = describe(error);
  request.log.info({ code: body.code, status, reason: error.code }, 'request refused while routing');
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Installs the not-found handler: unknown `/api` paths answer 404 NOT_FOUND with
 * {@link apiMessages.routeNotFound}; other paths get `fallback` (the SPA) or 404 with
 * {@link apiMessages.notFound}.
 */
export function registerNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const api = isApiPath(request.url);
    if (!api && fallback?.(request, reply)) return reply;
    const body: ApiError = {
      message: api ? apiMessages.routeNotFound : apiMessages.notFound,
      code: 'NOT_FOUND',
    };
    return reply.code(404).type('application/json; charset=utf-8').send(body);
  });
}
