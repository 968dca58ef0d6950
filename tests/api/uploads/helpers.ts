/**
 * Fixtures of the upload tests (OWASP ASVS 12.1, 12.2): real images made with sharp, hostile files
 * (a PNG decompression bomb, GIF, SVG, text), and multipart bodies encoded by the platform's own
 * `FormData` (through a WHATWG `Request`), sent with `app.inject` by the account tests' `Client`.
 * @module
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Client } from '../account/helpers';

/** The upload call. */
export const UPLOAD_URL = '/api/partner/uploads';

/** Pixels of a smooth gradient with seeded noise (photo-like, compresses like a photo), RGB. */
export function photoPixels(width: number, height: number, noise = 40, seed = 7): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let s = seed >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const n = (((s >>> 16) & 255) * noise) / 255;
      const i = (y * width + x) * 3;
      data[i] = ((x * 255) / width + n) & 255;
      data[i + 1] = ((y * 255) / height + n) & 255;
      data[i + 2] = (128 + n) & 255;
    }
  }
  return data;
}

/** A sharp pipeline over {@link photoPixels}. */
export const photo = (width: number, height: number, noise = 40) =>
  sharp(photoPixels(width, height, noise), { raw: { width, height, channels: 3 } });

/** A JPEG photo of `width`×`height` px. */
export const jpeg = (width: number, height: number, quality = 85) =>
  photo(width, height).jpeg({ quality }).toBuffer();

/** A PNG with a half-transparent background and an opaque square. */
export const pngWithAlpha = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A WebP photo. */
export const webp = (width: number, height: number) => photo(width, height).webp({ quality: 90 }).toBuffer();

/** A GIF (a real one, that sharp could decode). */
export const gif = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#c33' } })
    .gif()
    .toBuffer();

/** An SVG drawing (text that libvips would render). */
export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
  );

/** One PNG chunk: length, type, data, CRC-32 of type+data (RFC 2083 §3.2). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid PNG of `size`×`size` px, 1-bit greyscale, all black: a decompression bomb (a
 * 20000 px square is 400 megapixels in about 50 KB of file).
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8); // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A part of a multipart body: a file (bytes, file name, declared type) or a text field. */
export type FormPart =
  { name: string; file: Uint8Array; filename: string; type?: string } | { name: string; value: string };

/** A multipart/form-data body encoded by the platform's FormData, with its content type. */
export async function multipartBody(parts: FormPart[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part)
      form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type ?? '' }), part.filename);
    else form.append(part.name, part.value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

/** Posts `parts` as multipart/form-data to the upload call. */
export async function postForm(client: Client, parts: FormPart[]): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(parts);
  return client.request({
    method: 'POST',
    url: UPLOAD_URL,
    payload,
    headers: { 'content-type': contentType },
  });
}

/** Uploads one file as the `file` part. */
export const upload = (client: Client, file: Uint8Array, filename = 'foto.jpg', type = 'image/jpeg') =>
  postForm(client, [{ name: 'file', file, filename, type }]);

/** Names of the files in the uploads folder's `gyms/` (hidden temporary files included). */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(uploadsDir, 'gyms'))).sort();
  } catch {
    return [];
  }
}
