/**
 * Conditional GETs of the public catalogue calls (RFC 9110 §8.8.3 `ETag`, §13.1.2 `If-None-Match`;
 * RFC 9111 §5.2.2.10 `s-maxage`; ADR 0014). The catalogue answers are the same for everyone (no session
 * data), and every statement that writes `gyms`, `gym_services` or `services` bumps
 * `catalogue_stats.content_version` (migration 0011). So the entity tag is that version: a repeat view
 * costs one primary-key read of `catalogue_stats` and answers 304 without touching the gyms table.
 *
 * The version is read before the answer is computed, so the answer is at least as new as its tag: a
 * write in between only makes the next conditional request a full answer, never a stale 304. A route
 * that reads the version in the very statement of its answer (the gym list: `VERSION_COLUMN`, ./queries)
 * is tagged with that one instead, exact and without a statement of its own, unless the request is
 * conditional (the version is then needed first, to answer 304); such an answer that read no row is
 * left untagged. Answers with classes today (sessions, places left) are not tagged: the version does not
 * follow bookings.
 *
 * Gyms and pins say whether they are open now (ADR 0025 "Opening hours"), which changes with the clock
 * and not with the version: the tag also names the current UTC minute (the open state's resolution), so
 * a tag from an earlier minute is never answered 304. Answers to `openNow=true` (whose very list changes
 * with the clock) are not tagged at all, like classes today.
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * Browsers revalidate every time (`max-age=0`, a 304 is cheap); a shared cache (a CDN, a reverse proxy)
 * may serve an answer for 10 s without asking: the catalogue changes by partners' edits, and a few
 * seconds of delay on a public list is harmless.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * The weak entity tag of every catalogue answer at `contentVersion` read in UTC minute `minute` (minutes
 * since the epoch; weak: Brotli, gzip and plain share it).
 */
export const catalogueETag = (contentVersion: number, minute: number): string =>
  `W/"catalogue-${contentVersion}-${minute}"`;

/**
 * True when the request asks for classes today (`classesToday=true`) or gyms open now (`openNow=true`):
 * its answer changes with the clock (and with every booking), which the content version does not follow,
 * so it gets no entity tag and keeps the API's default `no-store`.
 */
const dependsOnClock = (request: FastifyRequest): boolean => {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.classesToday === 'true' || query?.openNow === 'true';
};

/** The route `config` flag of a route whose handler tags its answer itself ({@link ConditionalGets.tag}). */
export const TAGS_FROM_ANSWER = { catalogueTagFromAnswer: true } as const;

const tagsFromAnswer = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as { catalogueTagFromAnswer?: boolean } | undefined)
    ?.catalogueTagFromAnswer === true;

/** What a handler of a {@link TAGS_FROM_ANSWER} route calls. */
export interface ConditionalGets {
  /** Tags the answer to `request` with the content version its own statement read (only a plain GET). */
  tag(request: FastifyRequest, contentVersion: number): void;
}

/**
 * Adds conditional GETs to the routes of `app` (an encapsulated plugin's instance): a fresh
 * `If-None-Match` is answered 304 before validation or any catalogue read; a 200 carries the tag and
 * {@link CATALOGUE_CACHE_CONTROL}. Other statuses keep the API's default (`no-store`).
 * @param readContentVersion - reads `catalogue_stats.content_version`
 * @param now - the catalogue's clock (its minute is part of the tag)
 */
export function registerConditionalGets(
  app: FastifyInstance,
  readContentVersion: () => Promise<number>,
  now: () => Date = () => new Date(),
): ConditionalGets {
  const tags = new WeakMap<FastifyRequest, string>();
  // Requests whose handler tags the answer (decided on the raw query: the handler's is parsed).
  const taggedByHandler = new WeakSet<FastifyRequest>();
  const minute = (): number => Math.floor(now().getTime() / 60_000);
  // Callback style: most catalogue requests decide without a statement, and an async hook would cost a
  // promise on each of them.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (dependsOnClock(request)) return done();
    if (request.headers['if-none-match'] === undefined && tagsFromAnswer(request)) {
      taggedByHandler.add(request);
      return done();
    }
    readContentVersion().then((version) => {
      const etag = catalogueETag(version, minute());
      tags.set(request, etag);
      if (fresh(request.headers, { etag }))
        void reply.code(304).header('etag', etag).header('cache-control', CATALOGUE_CACHE_CONTROL).send();
      else done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const etag = tags.get(request);
    if (etag && reply.statusCode === 200)
      void reply.header('etag', etag).header('cache-control', CATALOGUE_CACHE_CONTROL);
    done(null, payload);
  });
  return {
    tag(request, contentVersion) {
      if (taggedByHandler.has(request)) tags.set(request, catalogueETag(contentVersion, minute()));
    },
  };
}
