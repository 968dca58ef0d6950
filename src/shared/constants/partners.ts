/**
 * Business constants of partners, gyms and uploads (SPEC §3 "Partner", "Gym"; ADR 0007), shared by
 * server and web.
 * @module
 */

/** Largest accepted image upload, bytes: 5 MB each (OWASP ASVS 12.1.1; a phone photo fits). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted upload types, detected from the file's bytes (not its name). */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest decoded image accepted, pixels (decompression-bomb guard; sharp's `limitInputPixels`). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Long side of the large WebP, px, and of the thumbnail, px (never enlarged). */
export const IMAGE_LARGE_PX = 1600;
export const IMAGE_THUMB_PX = 400;
/** Suffix of an upload's thumbnail file name: `<id>.webp` → `<id>-thumb.webp`. */
export const THUMBNAIL_SUFFIX = '-thumb';
/** Photos a gym may show. */
export const GYM_MAX_IMAGES = 8;
/** Highest gym or service price accepted, ARS. */
export const PRICE_MAX_ARS = 10_000_000;
/** Service duration bounds, minutes. */
export const SERVICE_MIN_MINUTES = 5;
export const SERVICE_MAX_MINUTES = 600;
/** Longest service description, characters. */
export const SERVICE_DESCRIPTION_MAX = 500;
/** Longest gym address, characters. */
export const ADDRESS_MAX_LENGTH = 200;
/** Social networks a partner or gym may list (keys of `socialNetworks`). */
export const SOCIAL_NETWORKS = [
  'website',
  'facebook',
  'instagram',
  'tiktok',
  'x',
  'youtube',
  'whatsapp',
] as const;
/** The plan every partner starts on (migration `0006_marketplace_data`). */
export const FREE_PLAN = 'free';
