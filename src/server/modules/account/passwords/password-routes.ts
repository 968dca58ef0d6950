/**
 * HTTP routes of password reset/change and account deletion under `/api/service` (SPEC §7; ADR
 * 0005). Registered by ./routes (same prefix and error handling).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountBodySchema,
  messageStringSchema,
  passwordUpdateBodySchema,
  resetRequestQuerySchema,
  resetRequestResponseSchema,
} from '../../../../shared/contract/account';
import { errorResponses } from '../../../../shared/contract/common';
import type { RateLimitHooks } from '../../../plugins/rate-limit';
import { sessionRoutes } from '../../session-routes';
import type { AccountContext } from '../context';
import { deleteAccount, requestReset, updatePassword } from './passwords';
import { sendJsonString } from '../reply';
import { sourceOf } from '../sign-in/source-address';

/** Options of {@link passwordRoutes}. */
export interface PasswordRoutesOptions {
  ctx: AccountContext;
  limits: RateLimitHooks;
}

const tags = ['account'];
/** The spec writes the deletion path with a trailing slash; both spellings are served. */
const DELETE_PATHS = ['/deleteuseraccount/', '/deleteuseraccount'];

/** Registers `updatepassword` (GET, POST) and `deleteuseraccount`. */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (fastify, { ctx, limits }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags });

  app.get(
    '/updatepassword',
    {
      onRequest: limits.reset,
      schema: {
        tags,
        summary: 'Reset step 1: mail a code; answers an opaque request id alike for unknown e-mails',
        querystring: resetRequestQuerySchema,
        response: { 200: resetRequestResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => sendJsonString(reply, await requestReset(ctx, request.query.userName)),
  );

  app.post(
    '/updatepassword',
    {
      onRequest: limits.reset,
      schema: {
        tags,
        summary: 'Change (session + current password) or reset (request id + mailed code) the password',
        description: 'Both end every other session of the account. Answers a message string.',
        body: passwordUpdateBodySchema,
        response: {
          200: messageStringSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.read(request);
      return sendJsonString(reply, await updatePassword(ctx, request.body, session, sourceOf(request.ip)));
    },
  );

  for (const url of DELETE_PATHS) {
    route.put(
      url,
      {
        summary: 'Delete the signed-in account (password required); ends its sessions',
        hide: url !== DELETE_PATHS[0],
        body: deleteAccountBodySchema,
        response: {
          200: messageStringSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
      async (request, session, reply) => {
        const message = await deleteAccount(ctx, request.body, session, sourceOf(request.ip));
        fastify.sessions.clearCookie(reply);
        return sendJsonString(reply, message);
      },
    );
  }
};
