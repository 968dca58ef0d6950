/**
 * Load shedding (ADR 0011): when this process is saturated, a new request is refused at once with
 * 503, `Retry-After` and a Spanish message, instead of queueing for seconds behind the others.
 * Two signals, each with a threshold in {@link Config.load}:
 *  - the event loop (@fastify/under-pressure, sampled every second in `interval` mode): mean delay
 *    and utilisation — PGlite runs on this thread, so its saturation shows here too;
 *  - the database queue ({@link DatabaseHandle.waiting}): operations waiting for a pooled
 *    PostgreSQL connection, or for the one PGlite instance, checked on every request.
 * Health probes (`/api/health*`) are never shed: an orchestrator must still see the process live.
 * @module
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '../../shared/contract/common';
import { apiMessages } from '../../shared/messages';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

/** Seconds a refused client is told to wait (`Retry-After`, RFC 9110 §10.2.3). */
export const RETRY_AFTER_SECONDS = 5;

/** Sampling period of the event-loop figures, ms. */
const SAMPLE_INTERVAL_MS = 1000;

/** Options of {@link loadShedding}. */
export interface LoadSheddingOptions {
  load: Config['load'];
  handle: Pick<DatabaseHandle, 'waiting'>;
}

const isHealthProbe = (url: string): boolean => url === '/api/health' || url.startsWith('/api/health/');

/** Prepares `reply` for the 503 refusal (status, headers) and returns the body to send. */
function refusal(request: FastifyRequest, reply: FastifyReply, reason: string, value: number): ApiError {
  request.log.warn({ reason, value }, 'request shed under load');
  void reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8');
  return { message: apiMessages.overloaded, code: 'UNAVAILABLE' };
}

/**
 * Registers load shedding on the root instance. Register it after the security headers, so that
 * refusals carry them too.
 */
export const loadShedding = fp<LoadSheddingOptions>(
  async (app: FastifyInstance, { load, handle }) => {
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      maxEventLoopDelay: load.maxEventLoopDelayMs,
      maxEventLoopUtilization: load.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      retryAfter: RETRY_AFTER_SECONDS,
      // Without a reply sent, the request goes on (health probes); Fastify stops once one is sent.
      pressureHandler: (request, reply, type, value) => {
        if (!isHealthProbe(request.url)) void reply.send(refusal(request, reply, type, Number(value)));
      },
    });
    if (load.maxDbWaiting > 0) {
      // Callback style (no promise per request); once a reply is sent, Fastify stops the chain.
      app.addHook('onRequest', (request, reply, done) => {
        const waiting = handle.waiting();
        if (waiting <= load.maxDbWaiting || isHealthProbe(request.url)) done();
        else void reply.send(refusal(request, reply, 'databaseQueue', waiting));
      });
    }
  },
  { name: 'load-shedding' },
);
