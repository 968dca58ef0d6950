/**
 * One builder for the routes that need a session (docs/architecture.md §4): it declares the route with the
 * options of ./route-access ({@link signedIn}, or {@link adminsOnly} with a role rule), adds the
 * family's OpenAPI `tags` and documented refusals to every schema, and hands the handler the caller's
 * session, already required. What each route says (summary, description, params, body, its own answers)
 * stays in the route's file; the guard, the tags, the refusals and `app.sessions.require` are written once.
 * @module
 */
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '../../shared/contract/common';
import type { SessionUser } from '../plugins/session';
import { adminOnly, adminRefusals, adminTags } from './admin-guard';
import { adminsOnly, signedIn } from './route-access';

/** A Fastify handler of a route whose schema is `S` (zod types for params, body, querystring, answers). */
type ZodHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/**
 * A session route's handler: Fastify's request and reply typed by the schema `S`, and the caller's
 * session (the request got past the guard, and the role rule when there is one).
 */
export type SessionHandler<S extends FastifySchema> = (
  request: Parameters<ZodHandler<S>>[0],
  session: SessionUser,
  reply: Parameters<ZodHandler<S>>[1],
) => ReturnType<ZodHandler<S>>;

/** What every route of one builder shares. */
export interface SessionRouteDefaults {
  /** OpenAPI tags of every route (a schema's own `tags` replace them). */
  tags: string[];
  /** Answers every route documents besides its own (`errorResponses(…)`); a route's own code wins. */
  refusals?: FastifySchema['response'];
  /** Role rule run in `preHandler` (e.g. `adminOnly`); without it anyone signed in passes. */
  rule?: (app: FastifyInstance) => preHandlerAsyncHookHandler;
  /** Route config of every route (e.g. a per-account `rateLimit` of @fastify/rate-limit). */
  config?: FastifyContextConfig;
}

/** Declares one route: path, schema without the shared parts, handler given the session. */
type Declare = <const S extends FastifySchema>(url: string, schema: S, handler: SessionHandler<S>) => void;

/** The builder: one {@link Declare} per HTTP method. */
export interface SessionRoutes {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/** Declares one public route: path, schema without the shared parts, Fastify's handler. */
type DeclarePublic = <const S extends FastifySchema>(url: string, schema: S, handler: ZodHandler<S>) => void;

/** The public-route builder: one {@link DeclarePublic} per HTTP method. */
export interface PublicRoutes {
  get: DeclarePublic;
  post: DeclarePublic;
}

/** `schema` with the family's tags first (its own `tags` win) and the shared refusals in its answers. */
const withDefaults = (schema: FastifySchema, defaults: Pick<SessionRouteDefaults, 'tags' | 'refusals'>) => ({
  tags: defaults.tags,
  ...schema,
  response: { ...(defaults.refusals as object), ...(schema.response as object) },
});

/**
 * The builder of a family's public routes (no session, no guard): what {@link sessionRoutes} adds to
 * a schema, for anyone's calls.
 * @param defaults - tags and refusals of every route it declares
 */
export function publicRoutes(
  fastify: FastifyInstance,
  defaults: Pick<SessionRouteDefaults, 'tags' | 'refusals'>,
): PublicRoutes {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: 'GET' | 'POST'): DeclarePublic =>
    (url, schema, handler) => {
      app.route({ method, url, schema: withDefaults(schema, defaults), handler: handler as never });
    };
  return { get: declare('GET'), post: declare('POST') };
}

/**
 * The session-route builder of `fastify` (the plugin's instance, so hooks and prefix apply).
 * @param defaults - tags, refusals and role rule of every route it declares
 */
export function sessionRoutes(fastify: FastifyInstance, defaults: SessionRouteDefaults): SessionRoutes {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Declare =>
    (url, schema, handler) => {
      const full: FastifySchema = withDefaults(schema, defaults);
      const options = defaults.rule ? adminsOnly(fastify, full, defaults.rule) : signedIn(fastify, full);
      app.route({
        method,
        url,
        ...options,
        ...(defaults.config ? { config: defaults.config } : {}),
        // The schema `S` typed the handler where it was written; Fastify's own typing of `full` is looser.
        handler: async (request, reply) =>
          (await handler(request as never, await fastify.sessions.require(request), reply as never)) as never,
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/**
 * The builder of administration routes: tag `admin`, the refusals every one documents (400, 401, 403)
 * and `rule` in `preHandler` (./admin-guard).
 * @param rule - who among the signed-in may call; default {@link adminOnly}
 */
export const adminSessionRoutes = (
  fastify: FastifyInstance,
  rule: SessionRouteDefaults['rule'] = adminOnly,
): SessionRoutes => sessionRoutes(fastify, { tags: adminTags, refusals: adminRefusals, rule });

/**
 * A plugin made of session routes only: `register` gets the builder of `defaults` and the plugin's
 * options (and the instance, for hooks or decorations).
 * @param defaults - tags, refusals and role rule of every route of the plugin
 */
export const sessionPlugin =
  <O extends FastifyPluginOptions>(
    defaults: SessionRouteDefaults,
    register: (route: SessionRoutes, options: O, fastify: FastifyInstance) => void | Promise<void>,
  ): FastifyPluginAsync<O> =>
  async (fastify, options) => {
    await register(sessionRoutes(fastify, defaults), options, fastify);
  };

/**
 * A plugin made of public routes only: `register` gets the builder of `defaults` and the plugin's options.
 * @param defaults - tags and refusals of every route of the plugin
 */
export const publicPlugin =
  <O extends FastifyPluginOptions>(
    defaults: Pick<SessionRouteDefaults, 'tags' | 'refusals'>,
    register: (route: PublicRoutes, options: O) => void,
  ): FastifyPluginAsync<O> =>
  async (fastify, options) => {
    register(publicRoutes(fastify, defaults), options);
  };

/** What {@link accountRead} declares: the route's words, its answer and how it is read. */
export interface AccountRead<A extends z.ZodType> {
  summary: string;
  description: string;
  /** The schema of the 200 answer. */
  answer: A;
  /**
   * The answer for the caller's `session` and the path's account id; it decides who may read (the
   * account itself, an administrator…) and throws the refusal otherwise.
   */
  read: (session: SessionUser, accountId: string) => Promise<z.input<A>>;
}

/**
 * Declares `GET url` of one account's data: the path's `{id}` is the account's id (`idParamsSchema`,
 * 400 when not a UUID) and the 200 answer is what `read` gives for the caller's session and that id.
 * The profile of a member or a partner, a partner's gyms, a member's favourites are read this way.
 */
export function accountRead<const A extends z.ZodType>(
  route: SessionRoutes,
  url: string,
  { answer, read, ...words }: AccountRead<A>,
): void {
  // `read` is typed by `A` where it is written; here the answer is any schema (Fastify cannot resolve a
  // generic one), so the handler's result is not checked twice.
  const response = { 200: answer as z.ZodType };
  route.get(url, { ...words, params: idParamsSchema, response }, async (request, session) =>
    read(session, request.params.id),
  );
}

/** What {@link accountWrite} declares: the route's words, its body and answer, and the write. */
export interface AccountWrite<B extends z.ZodType, A extends z.ZodType> {
  summary: string;
  description: string;
  /** The schema of the body. */
  body: B;
  /** The schema of the 200 answer. */
  answer: A;
  /**
   * Writes `body` for the caller's `session` to the path's account and gives the answer; it decides who
   * may write (the account itself…) and throws the refusal otherwise.
   */
  write: (session: SessionUser, accountId: string, body: z.output<B>) => Promise<z.input<A>>;
}

/**
 * Declares `PUT url` of a write to one account's data: the path's `{id}` is the account's id
 * (`idParamsSchema`), `body` is validated, and the 200 answer is what `write` gives.
 */
export function accountWrite<const B extends z.ZodType, const A extends z.ZodType>(
  route: SessionRoutes,
  url: string,
  { body, answer, write, ...words }: AccountWrite<B, A>,
): void {
  // As in {@link accountRead}: `write` is typed where it is written, the schemas are general here.
  const schema = {
    ...words,
    params: idParamsSchema,
    body: body as z.ZodType,
    response: { 200: answer as z.ZodType },
  };
  route.put(url, schema, async (request, session) =>
    write(session, request.params.id, request.body as z.output<B>),
  );
}
