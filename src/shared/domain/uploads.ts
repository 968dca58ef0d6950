/**
 * Addresses of uploaded images (naming of the uploads module: `/uploads/<folder>/<id>.webp` plus a
 * `-thumb` variant ≤ 400 px), without zod so lists can show thumbnails without loading it (ADR 0013).
 * @module
 */
import { THUMBNAIL_SUFFIX } from '../constants/partners';

/** An uploaded image's address as answered by `POST /api/partner/uploads`. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-z0-9/_-]+\.webp$/;

/**
 * The thumbnail URL (≤ 400 px) of an uploaded large image: `/uploads/gyms/<id>.webp` →
 * `/uploads/gyms/<id>-thumb.webp`. Any other URL is returned unchanged.
 */
export function thumbnailUrlOf(url: string): string {
  return UPLOAD_URL_PATTERN.test(url) && !url.endsWith(`${THUMBNAIL_SUFFIX}.webp`)
    ? url.replace(/\.webp$/, `${THUMBNAIL_SUFFIX}.webp`)
    : url;
}
