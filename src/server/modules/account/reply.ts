/**
 * HTTP helpers shared by the account routes: the error handler that adds the spec's flags of
 * {@link AccountError} to the error body, and JSON-string answers (SPEC §7 "a message string").
 * @module
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { statusOfCode } from '../../app-error';
import { AccountError } from './errors';

/**
 * Installs, on the account routes' context, an error handler for {@link AccountError} (status of its
 * code; body `{...extra, message, code}`). Anything else is rethrown to the app's handler.
 */
export function useAccountErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AccountError, request, reply) => {
    if (!(error instanceof AccountError)) throw error;
    const status = statusOfCode[error.code];
    request.log.info({ code: error.code, status, reason: error.message }, 'request refused');
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ ...error.extra, message: error.message, code: error.code });
  });
}

/** Answers a JSON string (`"…"`, content type application/json). */
export function sendJsonString(reply: FastifyReply, value: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
