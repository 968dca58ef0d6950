/**
 * Reads the one image of an upload request: a `multipart/form-data` body with exactly one file part
 * named `file` (the contract of `POST /api/partner/uploads`), parsed by @fastify/multipart (busboy)
 * with the limits of {@link MULTIPART_LIMITS}. Every way a body can be wrong becomes a Spanish 4xx,
 * never a 500.
 * @module
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants/partners';
import { apiMessages, uploadMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { hasUnstorableText, printable } from '../../plugins/unstorable-text';

/** Name of the form field that carries the image. */
export const FILE_FIELD = 'file';

/**
 * busboy limits of the upload form: one file of at most UPLOAD_MAX_BYTES; a few small text fields
 * (ignored) so that ordinary form libraries work, but nothing that costs memory.
 */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 20,
} as const;

/**
 * Largest upload request accepted, bytes: the file plus room for the multipart framing and the small
 * fields. A request that announces more (`Content-Length`) is refused before its body is read.
 */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const tooLarge = (): AppError => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);

/** Fastify error codes of @fastify/multipart and what they mean for the user. */
function translate(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION', uploadMessages.oneFile);
    default:
      // Parts or fields over the limits, a malformed or cut-off body, a missing boundary: the form
      // was not what the page sends.
      return new AppError('VALIDATION', uploadMessages.badForm);
  }
}

/**
 * `onRequest` hook: refuses a request whose `Content-Length` exceeds {@link UPLOAD_BODY_MAX_BYTES}
 * before its body is read, and closes the connection rather than draining the body. Requests without
 * the header (chunked) are bounded by {@link MULTIPART_LIMITS} while they are read.
 * @throws AppError PAYLOAD_TOO_LARGE ({@link uploadMessages.tooLarge})
 */
export async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_MAX_BYTES) {
    void reply.header('connection', 'close');
    throw tooLarge();
  }
}

/**
 * Reads a file part to its end, in memory. Stops at the first byte over UPLOAD_MAX_BYTES (busboy
 * marks the stream `truncated`) instead of draining the rest of an oversized file.
 * @throws AppError PAYLOAD_TOO_LARGE ({@link uploadMessages.tooLarge})
 */
async function readWhole(file: MultipartFile['file']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (file.truncated || length > UPLOAD_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, length);
}

/**
 * Refuses a text field (ignored otherwise) whose name or value PostgreSQL could not store, like every
 * other request field (plugins/unstorable-text.ts).
 * @throws AppError VALIDATION with `fields: {<name>: apiMessages.unstorableText}`
 */
function refuseUnstorableField(name: string, value: unknown): void {
  if (hasUnstorableText(name) || (typeof value === 'string' && hasUnstorableText(value)))
    throw new AppError('VALIDATION', apiMessages.unstorableText, {
      [printable(name)]: apiMessages.unstorableText,
    });
}

/**
 * Reads the whole body and returns the bytes of its one `file` part (text fields are skipped). When
 * the form is refused before the request was read to its end, the answer closes the connection, so
 * the rest of the body is neither read nor left in the way of the next request.
 * @throws AppError VALIDATION {@link uploadMessages.noFile} when the body is not multipart or has no
 *   `file` part (an empty file counts as none); {@link uploadMessages.oneFile} for a second file;
 *   {@link uploadMessages.badForm} for a malformed body or parts beyond the limits;
 *   PAYLOAD_TOO_LARGE {@link uploadMessages.tooLarge} when the file exceeds UPLOAD_MAX_BYTES
 * @throws AppError VALIDATION {@link apiMessages.unstorableText} for a text field with NUL or a lone
 *   surrogate in its name or value
 */
export async function readFilePart(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', uploadMessages.noFile);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        refuseUnstorableField(part.fieldname, part.value);
        continue;
      }
      // Read to the end even when the part is misnamed, so the rest of the form is parsed.
      const data = await readWhole(part.file);
      if (part.fieldname === FILE_FIELD && data.length > 0) bytes = data;
    }
  } catch (error) {
    const refusal = translate(error);
    if (!request.raw.complete) void reply.header('connection', 'close');
    request.log.info({ err: error, code: refusal.code }, 'upload form refused');
    throw refusal;
  }
  if (!bytes) throw new AppError('VALIDATION', uploadMessages.noFile);
  return bytes;
}
