/**
 * The files of an upload in the uploads folder (`config.uploadsDir`, served at `/uploads/` by
 * plugins/static.ts). Names are random UUIDs under {@link UPLOAD_FOLDER}, so they cannot be guessed and
 * never collide. Each file is written to a hidden temporary name in the same folder and then renamed
 * (atomic on POSIX), so the static route never serves a half-written image (dot-files are not served).
 * @module
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_SUFFIX } from '../../../shared/constants/partners';

/** Sub-folder of the uploads folder that holds the partners' images. */
export const UPLOAD_FOLDER = 'gyms';

/** Where an upload's two files live, relative to the uploads folder (`/` separated). */
export interface UploadPaths {
  /** Large image, e.g. `gyms/<uuid>.webp`. */
  path: string;
  /** Thumbnail, e.g. `gyms/<uuid>-thumb.webp`. */
  thumbnailPath: string;
}

/** The relative paths of upload `id` (a UUID). */
export function uploadPathsFor(id: string): UploadPaths {
  return {
    path: `${UPLOAD_FOLDER}/${id}.webp`,
    thumbnailPath: `${UPLOAD_FOLDER}/${id}${THUMBNAIL_SUFFIX}.webp`,
  };
}

/** The public URL of a stored file: `/uploads/<relative path>`. */
export const uploadUrlOf = (relativePath: string): string => `/uploads/${relativePath}`;

/** Absolute path of a relative upload path inside `uploadsDir`. */
const absolute = (uploadsDir: string, relativePath: string): string =>
  path.join(uploadsDir, ...relativePath.split('/'));

/**
 * Writes `data` at `relativePath` inside `uploadsDir` atomically (temporary file, then rename).
 * Creates the sub-folder when missing.
 * @throws the file-system error (disk full, permissions); the temporary file is removed first
 */
export async function writeFileAtomic(uploadsDir: string, relativePath: string, data: Buffer): Promise<void> {
  const target = absolute(uploadsDir, relativePath);
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Removes the files at `relativePaths` inside `uploadsDir`; missing files are ignored. */
export async function removeFiles(uploadsDir: string, relativePaths: readonly string[]): Promise<void> {
  await Promise.all(relativePaths.map((p) => rm(absolute(uploadsDir, p), { force: true })));
}
