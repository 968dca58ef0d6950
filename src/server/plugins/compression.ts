/**
 * Compressed answers (RFC 9110 §8.4.1 content codings, Brotli RFC 7932, gzip RFC 1952): every
 * compressible answer of at least {@link COMPRESS_THRESHOLD_BYTES} is sent as Brotli or gzip when the
 * client accepts it (`@fastify/compress`, Brotli at quality 4: most of the gain at a fraction of the
 * time of quality 11). The web build's files are compressed ahead of time, at the highest levels, by
 * the Vite build (`scripts/precompress.mjs`) and served as such by the static plugin; answers that
 * already carry a `Content-Encoding` are left alone. ADR 0013.
 *
 * No answer carries a secret that a request can make it reflect beside attacker-chosen text (sessions
 * are cookies; state changes are guarded by `Origin` and `X-Requested-With`, not by body tokens), so
 * compression leaks nothing that BREACH-style length attacks could recover.
 * @module
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Registers compression for every route registered after it (call before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
