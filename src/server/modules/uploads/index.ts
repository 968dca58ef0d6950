/**
 * `POST /api/partner/uploads` (ADR 0007; contract in `src/shared/contract/partner-gyms.ts`):
 * a signed-in partner uploads one photo (JPEG, PNG or WebP, ≤ 5 MB) as `multipart/form-data` with a
 * `file` part; it is re-encoded to WebP (large + thumbnail, metadata stripped) and served from
 * `/uploads/…` by plugins/static.ts. Gym and service bodies then name it by its URL.
 *
 * An encapsulated plugin: @fastify/multipart and the content-type parsers below apply to this route
 * only (every other body in the app stays JSON with the 100 KB limit). Needs `app.sessions` and
 * @fastify/rate-limit (both registered by the accounts plugin first).
 *
 * Wiring (app.ts): `await app.register(uploadRoutes, { prefix: '/api/partner', db: db.db, uploadsDir: config.uploadsDir });`
 * @module
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import { uploadResponseSchema } from '../../../shared/contract/partner-gyms';
import { partnerMessages, uploadMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import {
  MULTIPART_LIMITS,
  readFilePart,
  refuseDeclaredOversize,
  UPLOAD_BODY_MAX_BYTES,
} from './read-file-part';
import { storeUpload } from './service';

/** Uploads one partner may make per {@link UPLOAD_RATE_WINDOW_MS} (a gym has ≤ 8 photos and a logo). */
export const UPLOAD_RATE_MAX = 60;
/** Window of {@link UPLOAD_RATE_MAX}, ms (10 minutes). */
export const UPLOAD_RATE_WINDOW_MS = 10 * 60_000;

/** Options of {@link uploadRoutes}. */
export interface UploadRoutesOptions {
  db: Database;
  /** Absolute path of the uploads folder (`config.uploadsDir`), served at `/uploads/`. */
  uploadsDir: string;
}

/** Documentation-only body: the route reads the multipart stream itself (see `validatorCompiler`). */
const uploadBodyDoc = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: 'The photo: JPEG, PNG or WebP, at most 5 MB and 40 megapixels. Exactly one file.',
    }),
  })
  .meta({ id: 'UploadForm' });

/** Registers the upload route (prefix given by the caller: `/api/partner`). */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (fastify, { db, uploadsDir }) => {
  // Only multipart bodies reach this route; anything else is refused unread.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(new AppError('VALIDATION', uploadMessages.noFile), undefined);
  });
  await fastify.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  /** 401 without a session, 403 for any account that is not a partner (members, admins). */
  const partnersOnly: onRequestAsyncHookHandler = async (request) => {
    const session = await fastify.sessions.require(request);
    if (session.type !== 'partner') throw new AppError('FORBIDDEN', partnerMessages.partnersOnly);
  };

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/uploads',
    {
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      onRequest: [partnersOnly, refuseDeclaredOversize],
      // Per account, after the session check (counted in Redis when REDIS_URL is set).
      config: {
        rateLimit: {
          max: UPLOAD_RATE_MAX,
          timeWindow: UPLOAD_RATE_WINDOW_MS,
          keyGenerator: async (request) => {
            const session = await fastify.sessions.read(request);
            return `upload:${session?.userId ?? request.ip}`;
          },
          errorResponseBuilder: (_request, context) =>
            new AppError('TOO_MANY_REQUESTS', uploadMessages.rateLimited(context.ttl)),
        },
      },
      // The body is the multipart stream, read in the handler; `body` below only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['partners'],
        summary: 'Upload a photo (partners only): stored as WebP, large and thumbnail',
        description:
          'One `file` part. The type is recognised from the bytes (JPEG, PNG or WebP; anything else is ' +
          'refused). The photo is turned upright from its EXIF orientation, shrunk to fit 1600×1600 px ' +
          '(`url`) and 400×400 px (`thumbnailUrl`), never enlarged, re-encoded to WebP without any ' +
          'metadata (EXIF, GPS, XMP, ICC). `width`, `height` and `bytes` describe the large image. ' +
          `At most ${UPLOAD_RATE_MAX} uploads per account every ${UPLOAD_RATE_WINDOW_MS / 60_000} minutes.`,
        consumes: ['multipart/form-data'],
        body: uploadBodyDoc,
        response: {
          201: uploadResponseSchema,
          ...errorResponses(400, 401, 403, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const bytes = await readFilePart(request, reply);
      const upload = await storeUpload({ db, uploadsDir }, session.userId, bytes);
      return reply.code(201).send({ upload });
    },
  );
};

// The module's public functions and types, for other modules (docs/architecture.md §2).
export { uploadUrlOf } from './storage';
