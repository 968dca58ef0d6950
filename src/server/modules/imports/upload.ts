/**
 * Reads the import form (multipart: `file`, `format`, `source`, optional `mapping`) with
 * @fastify/multipart. The file is spooled to a temporary file as it arrives (memory stays flat, and the
 * text fields may come before or after it); the fields are validated with the shared contract.
 * @module
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../shared/constants/imports';
import { importUploadFieldsSchema, type ImportUploadFields } from '../../../shared/contract/imports';
import { importMessages as m } from '../../../shared/messages/imports';
import { AppError } from '../../app-error';

/** busboy limits of the import form: one file of at most IMPORT_MAX_BYTES, three small text fields. */
export const IMPORT_MULTIPART_LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  parts: 8,
  headerPairs: 20,
} as const;

/** The read form: its fields and the spooled file (remove it with `cleanup`). */
export interface ImportForm {
  fields: ImportUploadFields;
  fileName: string | null;
  open: () => NodeJS.ReadableStream;
  cleanup: () => Promise<void>;
}

/**
 * Reads the form.
 * @throws AppError VALIDATION {@link m.noFile}, {@link m.tooLarge}, or the contract's messages for the fields
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', m.noFile);
  const dir = await mkdtemp(path.join(tmpdir(), 'buscagym-import-'));
  const spooled = path.join(dir, 'upload');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const raw: Record<string, string> = {};
    let fileName: string | null = null;
    let gotFile = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') raw[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || gotFile) {
          part.file.resume();
          continue;
        }
        await pipeline(part.file, createWriteStream(spooled));
        if (part.file.truncated) throw new AppError('VALIDATION', m.tooLarge);
        gotFile = true;
        fileName = part.filename || null;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('VALIDATION', m.tooLarge);
      throw new AppError('VALIDATION', m.noFile);
    }
    if (!gotFile) throw new AppError('VALIDATION', m.noFile);
    const parsed = importUploadFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('VALIDATION', issue?.message ?? m.source, {
        [String(issue?.path[0] ?? 'form')]: issue?.message ?? m.source,
      });
    }
    return { fields: parsed.data, fileName, open: () => createReadStream(spooled), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
