/**
 * Turns the bytes of an uploaded photo into the two WebP files BuscaGym stores (ADR 0007;
 * docs/architecture.md §3 "images": never serve user bytes as-is), with sharp (libvips):
 *
 * 1. the format is recognised from the bytes ({@link detectImageType}): JPEG, PNG or WebP only;
 * 2. the header is read and the pixel count checked against {@link UPLOAD_MAX_PIXELS} before any
 *    pixel is decoded, so a decompression bomb (a few KB of PNG for 20000×20000 px) costs
 *    milliseconds; the decoder is also given `limitInputPixels` as a second fence and a time limit;
 * 3. the image is decoded once, turned upright from its EXIF orientation, converted to sRGB and
 *    shrunk to fit inside {@link IMAGE_LARGE_PX} × {@link IMAGE_LARGE_PX} (never enlarged);
 * 4. from those pixels two WebP files are encoded: the large image and a thumbnail that fits inside
 *    {@link IMAGE_THUMB_PX} × {@link IMAGE_THUMB_PX}.
 *
 * Metadata: the decoded pixels go through a raw buffer, so nothing of the original file (EXIF with GPS
 * position and camera serial, XMP, IPTC, ICC profile, comments) can reach the output; sharp writes none
 * unless asked (`keepExif`/`withMetadata`, never used here).
 *
 * Truncated files are refused (`failOn: 'truncated'`); lesser decoder warnings (e.g. stray bytes
 * between JPEG markers, common in phone photos) are tolerated, as browsers do.
 * @module
 */
import sharp from 'sharp';
import { IMAGE_LARGE_PX, IMAGE_THUMB_PX, UPLOAD_MAX_PIXELS } from '../../../shared/constants/partners';
import { uploadMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { detectImageType, type ImageType } from './image-type';

/**
 * WebP quality (0–100) of the large image. 80 is libwebp's and sharp's default: no visible artefacts
 * at 1600 px; a 12-MP, 5 MB camera JPEG is stored in about 250–300 KB (bench/uploads/README.md).
 */
export const LARGE_WEBP_QUALITY = 80;

/**
 * WebP quality of the thumbnail (≤ 400 px, shown small on cards and lists): 75 saves about a fifth of
 * the bytes of 80 with no difference visible at that size.
 */
export const THUMB_WEBP_QUALITY = 75;

/**
 * libwebp effort (0–6). 4, the default, gives files about 6 % smaller than 2 for about twice the
 * encode time (bench/uploads/README.md); an image is encoded once and served many times.
 */
const WEBP_EFFORT = 4;

/** Longest time libvips may spend on one step (decode+resize, or one encode), seconds. */
export const PROCESS_TIMEOUT_SECONDS = 20;

/** One encoded WebP file and its size in pixels. */
export interface EncodedImage {
  data: Buffer;
  /** px */
  width: number;
  /** px */
  height: number;
}

/** The output of {@link processUpload}: the large image and its thumbnail, both WebP. */
export interface ProcessedUpload {
  /** Format recognised from the uploaded bytes. */
  source: ImageType;
  large: EncodedImage;
  thumbnail: EncodedImage;
}

const fitInside = (px: number) =>
  ({ width: px, height: px, fit: 'inside', withoutEnlargement: true }) as const;

const unreadable = (): AppError => new AppError('VALIDATION', uploadMessages.unreadable);

/**
 * Checks and re-encodes an uploaded photo (see the module doc).
 * @param input - the uploaded file's bytes (at most UPLOAD_MAX_BYTES, checked by the caller)
 * @returns the large WebP (fits 1600×1600 px) and the thumbnail (fits 400×400 px), metadata-free
 * @throws AppError VALIDATION with {@link uploadMessages.badType} when the bytes are not JPEG, PNG or
 *   WebP; {@link uploadMessages.tooManyPixels} when the image has more than UPLOAD_MAX_PIXELS pixels;
 *   {@link uploadMessages.unreadable} when it cannot be decoded (corrupt, truncated, too slow)
 */
export async function processUpload(input: Buffer): Promise<ProcessedUpload> {
  const source = detectImageType(input);
  if (!source) throw new AppError('VALIDATION', uploadMessages.badType);

  // Header only: sizes are known before anything is decoded. No pixel limit here, so a bomb gets
  // its own message instead of the decoder's error.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (header.format !== source || !header.width || !header.height) throw unreadable();
  if (header.width * header.height > UPLOAD_MAX_PIXELS)
    throw new AppError('VALIDATION', uploadMessages.tooManyPixels);

  try {
    const decoded = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize(fitInside(IMAGE_LARGE_PX))
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
    const [large, thumbnail] = await Promise.all([
      pixels()
        .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
        .webp({ quality: LARGE_WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true }),
      pixels()
        .resize(fitInside(IMAGE_THUMB_PX))
        .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
        .webp({ quality: THUMB_WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      source,
      large: { data: large.data, width: large.info.width, height: large.info.height },
      thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
    };
  } catch {
    // Every failure of libvips on accepted-format input means the file cannot be read as an image.
    throw unreadable();
  }
}
