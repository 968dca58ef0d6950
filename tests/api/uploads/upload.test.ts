// Photo upload (ADR 0007; contract `POST /api/partner/uploads` in partner-gyms.ts):
// a partner's JPEG, PNG or WebP comes back as two WebP files (large ≤ 1600 px, thumbnail ≤ 400 px,
// never enlarged, upright, no metadata), recorded as an `uploads` row of that partner and served from
// `/uploads/…` as image/webp with nosniff. Images are real, made with sharp; bodies are real multipart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/server/db/schema-marketplace';
import {
  thumbnailUrlOf,
  uploadResponseSchema,
  uploadUrlSchema,
  type Upload,
} from '../../../src/shared/contract/partner-gyms';
import { IMAGE_LARGE_PX, IMAGE_THUMB_PX } from '../../../src/shared/constants/partners';
import {
  buildAccountApp,
  createAccount,
  sessionFor,
  type AccountTestApp,
  type Client,
} from '../account/helpers';
import { jpeg, photo, pngWithAlpha, postForm, storedFiles, upload, webp } from './helpers';

let t: AccountTestApp;
let partner: Client;
let partnerId = '';

beforeAll(async () => {
  t = await buildAccountApp();
  partnerId = await createAccount(t.handle, { email: 'fotos@example.com', type: 'partner', name: 'Carla' });
  partner = await sessionFor(t, partnerId);
});
afterAll(async () => t?.close());

/** The stored file behind an `/uploads/…` URL. */
const fileOf = (url: string) => readFile(path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')));

/** Uploads `bytes` and answers the parsed `upload`, checking the 201 and the exact contract shape. */
async function accepted(bytes: Buffer, filename: string, type: string): Promise<Upload> {
  const res = await upload(partner, bytes, filename, type);
  expect(res.statusCode, res.body).toBe(201);
  const body = uploadResponseSchema.parse(res.json());
  expect(res.json()).toEqual(body); // nothing beyond the contract
  expect(Object.keys(body.upload).sort()).toEqual(['_id', 'bytes', 'height', 'thumbnailUrl', 'url', 'width']);
  expect(uploadUrlSchema.safeParse(body.upload.url).success).toBe(true);
  expect(uploadUrlSchema.safeParse(body.upload.thumbnailUrl).success).toBe(true);
  return body.upload;
}

/** Checks that `data` is a WebP file (RIFF/WEBP magic, and sharp reads it as webp) and returns its metadata. */
async function webpMeta(data: Buffer) {
  expect(data.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('webp');
  return meta;
}

describe('POST /api/partner/uploads accepts a photo', () => {
  it('a 3000×2000 JPEG becomes a 1600×1067 WebP and a 400 px wide WebP thumbnail, recorded for its owner', async () => {
    const up = await accepted(await jpeg(3000, 2000), 'vacaciones.JPG', 'image/jpeg');
    expect(up).toMatchObject({ width: IMAGE_LARGE_PX, height: 1067 });
    expect(up.url).toMatch(/^\/uploads\/gyms\/[0-9a-f-]{36}\.webp$/);
    expect(up.thumbnailUrl).toBe(thumbnailUrlOf(up.url));

    const large = await fileOf(up.url);
    const thumb = await fileOf(up.thumbnailUrl);
    expect(await webpMeta(large)).toMatchObject({ width: 1600, height: 1067 });
    expect(await webpMeta(thumb)).toMatchObject({ width: IMAGE_THUMB_PX, height: 267 });
    expect(up.bytes).toBe(large.length);

    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, up._id));
    expect(row).toMatchObject({
      ownerId: partnerId,
      path: up.url.replace('/uploads/', ''),
      thumbnailPath: up.thumbnailUrl.replace('/uploads/', ''),
      width: 1600,
      height: 1067,
      bytes: large.length,
    });
  });

  it('a PNG with transparency keeps its alpha; a small image is never enlarged', async () => {
    const up = await accepted(await pngWithAlpha(300, 200), 'logo.png', 'image/png');
    expect(up).toMatchObject({ width: 300, height: 200 });
    const large = await webpMeta(await fileOf(up.url));
    expect(large.hasAlpha).toBe(true);
    expect(await webpMeta(await fileOf(up.thumbnailUrl))).toMatchObject({ width: 300, height: 200 });
  });

  it('a WebP (portrait) fits inside 1600×1600 and 400×400', async () => {
    const up = await accepted(await webp(900, 2000), 'retrato.webp', 'image/webp');
    expect(up).toMatchObject({ width: 720, height: 1600 });
    expect(await webpMeta(await fileOf(up.thumbnailUrl))).toMatchObject({ width: 180, height: 400 });
  });

  it('the type comes from the bytes: a PNG named .jpg and declared as text is accepted as a PNG', async () => {
    const up = await accepted(await pngWithAlpha(40, 30), 'foto.jpg', 'text/plain');
    expect(up).toMatchObject({ width: 40, height: 30 });
  });

  it('strips EXIF (camera, GPS position), XMP and ICC, and turns the photo upright first', async () => {
    const original = await photo(600, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'CamaraEspia', Model: 'Modelo-Secreto-9000', Copyright: 'Carla' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '34/1 36/1 12/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '58/1 22/1 5/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/>XMP-Secreto</x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    // The test image really carries what must go.
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain('CamaraEspia');
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]; // GPS IFD pointer, either byte order
    expect(gpsTag.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const up = await accepted(original, 'IMG_0001.jpg', 'image/jpeg');
    // Orientation 6 = rotate 90° clockwise to show: 600×400 as stored is 400×600 upright.
    expect(up).toMatchObject({ width: 400, height: 600 });
    for (const url of [up.url, up.thumbnailUrl]) {
      const data = await fileOf(url);
      const meta = await webpMeta(data);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const text = data.toString('latin1');
      for (const secret of ['Exif', 'EXIF', 'XMP ', 'ICCP', 'CamaraEspia', 'Modelo-Secreto', 'XMP-Secreto'])
        expect(text).not.toContain(secret);
    }
  });

  it('is served from /uploads/ as image/webp with nosniff, byte for byte', async () => {
    const up = await accepted(await jpeg(800, 600), 'sala.jpg', 'image/jpeg');
    for (const url of [up.url, up.thumbnailUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(await fileOf(url))).toBe(true);
    }
  });

  it('ignores small text fields next to the file, gives every upload its own names, leaves no temporary file', async () => {
    const bytes = await jpeg(100, 80);
    const a = await accepted(bytes, 'a.jpg', 'image/jpeg');
    const res = await postForm(partner, [
      { name: 'title', value: 'Fachada' },
      { name: 'file', file: bytes, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'gymId', value: 'x' },
    ]);
    expect(res.statusCode).toBe(201);
    const b = uploadResponseSchema.parse(res.json()).upload;
    expect(a._id).not.toBe(b._id);
    expect(a.url).not.toBe(b.url);
    const files = await storedFiles(t.config.uploadsDir);
    expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
    const rows = await t.handle.db.select().from(uploads).where(eq(uploads.ownerId, partnerId));
    expect(files).toHaveLength(rows.length * 2);
  });

  it('is documented in OpenAPI as a multipart form with one binary `file`', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Op = { tags?: string[]; requestBody?: { content: Record<string, unknown> }; responses: object };
    const doc = res.json<{ paths: Record<string, { post?: Op }>; components: { schemas: object } }>();
    const op = doc.paths['/api/partner/uploads']?.post;
    expect(op?.tags).toEqual(['partners']);
    expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(JSON.stringify(op?.requestBody)).toContain('UploadForm');
    expect(doc.components.schemas).toHaveProperty('UploadFormInput.properties.file.format', 'binary');
    expect(Object.keys(op?.responses ?? {})).toEqual(['201', '400', '401', '403', '413', '429']);
  });
});
