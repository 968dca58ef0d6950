/**
 * The request side of read routing (ADR 0032). Every request runs in a {@link ReadContext} whose
 * requirement is its session's last write position, looked up only if a statement is routed (a public
 * catalogue read); a request without a session cookie needs nothing. After a successful write of a
 * session (any method but GET, HEAD and OPTIONS, status below 400), the primary's WAL position is
 * recorded in the session (`app.sessions.recordWritePosition`, on the primary) before the answer leaves, so the next read of that session finds it.
 * Without replicas nothing is recorded and no hook is added.
 *
 * The store is entered in `onRequest` (before the catalogue's conditional-GET hook reads the version)
 * and again in `preHandler`, since a body parser may continue outside it (Node docs
 * "AsyncLocalStorage": `run` scopes the callback's asynchronous continuations).
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readContext, type ReadContext } from '../db/replicas/context';
import { parseLsn } from '../db/replicas/lsn';
import type { ReadRouting } from '../db/replicas/routing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's read routing (ADR 0032): its replicas' report, and a poll on demand. */
    readRouting: ReadRouting;
  }
}

/** Options of {@link readRoutingPlugin}. */
export interface ReadRoutingPluginOptions {
  routing: ReadRouting;
}

/** Methods that do not write (RFC 9110 §9.2.1 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const contexts = new WeakMap<FastifyRequest, ReadContext>();

/**
 * Registers the hooks (see module doc), decorates the root with `readRouting`, and closes the routing's replicas when the app closes. Needs
 * `app.sessions`, registered before it.
 */
export const readRoutingPlugin = fp<ReadRoutingPluginOptions>(
  async (app: FastifyInstance, { routing }) => {
    app.decorate('readRouting', routing);
    app.addHook('onClose', async () => routing.close());
    if (!routing.enabled) return;
    app.addHook('onRequest', (request, _reply, done) => {
      let requirement: Promise<bigint | null> | undefined;
      const context: ReadContext = {
        requirement: () =>
          (requirement ??= app.sessions.read(request).then((session) => parseLsn(session?.readAfterLsn))),
      };
      contexts.set(request, context);
      readContext.run(context, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const context = contexts.get(request);
      if (context) readContext.run(context, done);
      else done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      try {
        const session = await app.sessions.read(request);
        if (session) await app.sessions.recordWritePosition(session.sessionId);
      } catch (error) {
        // The write itself committed: its answer stands; the session's next reads may see a replica
        // that has not replayed it yet (logged so that it can be seen).
        request.log.warn({ err: error }, 'read routing: write position not recorded');
      }
    });
  },
  { name: 'buscagym-read-routing', fastify: '5.x' },
);
