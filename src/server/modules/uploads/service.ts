/**
 * Storing a partner's photo (ADR 0007 "Uploads are rows"): process the bytes, write the two WebP files,
 * record the `uploads` row, answer the wire {@link Upload}. Files and row go together: if the row cannot be
 * inserted the files are removed again, so nothing is left on disk that no row owns.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Upload } from '../../../shared/contract/partner-gyms';
import type { Database } from '../../db/client';
import { processUpload } from './process-image';
import { insertUpload, type UploadRow } from './queries';
import { removeFiles, uploadPathsFor, uploadUrlOf, writeFileAtomic } from './storage';

/** What {@link storeUpload} needs. */
export interface UploadContext {
  db: Database;
  /** Absolute path of the uploads folder (`config.uploadsDir`). */
  uploadsDir: string;
}

/** The wire form of an upload row: URLs under `/uploads/`, sizes of the large image (px, bytes). */
export function toUpload(row: UploadRow): Upload {
  return {
    _id: row.id,
    url: uploadUrlOf(row.path),
    thumbnailUrl: uploadUrlOf(row.thumbnailPath),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

/**
 * Processes and stores an image uploaded by account `ownerId`.
 * @param input - the file's bytes (≤ UPLOAD_MAX_BYTES)
 * @returns the stored upload
 * @throws AppError VALIDATION (bad type, too many pixels, unreadable) from {@link processUpload};
 *   file-system or database errors as they are (answered 500), after removing any file written
 */
export async function storeUpload(ctx: UploadContext, ownerId: string, input: Buffer): Promise<Upload> {
  const image = await processUpload(input);
  const id = randomUUID();
  const paths = uploadPathsFor(id);
  try {
    await Promise.all([
      writeFileAtomic(ctx.uploadsDir, paths.path, image.large.data),
      writeFileAtomic(ctx.uploadsDir, paths.thumbnailPath, image.thumbnail.data),
    ]);
    const row = await insertUpload(ctx.db, {
      id,
      ownerId,
      path: paths.path,
      thumbnailPath: paths.thumbnailPath,
      width: image.large.width,
      height: image.large.height,
      bytes: image.large.data.length,
    });
    return toUpload(row);
  } catch (error) {
    await removeFiles(ctx.uploadsDir, [paths.path, paths.thumbnailPath]);
    throw error;
  }
}
