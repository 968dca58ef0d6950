/**
 * Route options of the calls that need a session (docs/architecture.md §4): who may call a route, declared once.
 * A visitor gets 401 in `onRequest` (`app.sessions.guard`) before the request is read; the role checks
 * of the administration routes come in `preHandler`, after validation (see ./admin-guard). Also the
 * `onSend` hook of the route families whose every answer is private to the caller ({@link noStore}),
 * and the options of public answers that shared caches may keep ({@link publicCached}).
 * @module
 */
import type {
  FastifyInstance,
  FastifySchema,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { adminOnly } from './admin-guard';

/**
 * Options of a route for anyone signed in: the session guard and `schema`.
 * @param schema - the route's schema (tags, summary, params, body, response…)
 */
export const signedIn = <const S extends FastifySchema>(fastify: FastifyInstance, schema: S) => ({
  onRequest: fastify.sessions.guard,
  schema,
});

/**
 * Options of an administration route: the session guard, then `rule` in `preHandler`, and `schema`.
 * @param schema - the route's schema
 * @param rule - who among the signed-in may call it; default {@link adminOnly}
 */
export const adminsOnly = <const S extends FastifySchema>(
  fastify: FastifyInstance,
  schema: S,
  rule: (app: FastifyInstance) => preHandlerAsyncHookHandler = adminOnly,
) => ({
  onRequest: fastify.sessions.guard,
  preHandler: rule(fastify),
  schema,
});

/**
 * Options of a public route whose answer shared caches may keep `maxAgeSeconds` seconds (RFC 9111
 * §5.2.2.9 `public`, §5.2.2.1 `max-age`): the header is set in `preHandler`, after validation (a refused
 * request does not get it), before the handler runs; and `schema`.
 * @param schema - the route's schema
 */
export const publicCached = <const S extends FastifySchema>(maxAgeSeconds: number, schema: S) => {
  const preHandler: preHandlerAsyncHookHandler = async (_request, reply) => {
    void reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
  };
  return { preHandler, schema };
};

/**
 * An `onSend` hook that marks every answer `Cache-Control: no-store` (RFC 9111 §5.2.2.5): carts, orders,
 * passes, subscriptions and payment accounts are one account's and must not be kept by any cache.
 */
export const noStore: onSendAsyncHookHandler = async (_request, reply) => {
  void reply.header('cache-control', 'no-store');
};
