// Photo upload refusals (OWASP ASVS 12.1.1, 12.1.2, 12.2.1): wrong types by their bytes (text renamed .jpg,
// GIF, SVG), more than 5 MB (declared, streamed without a length, one byte over), a PNG decompression bomb,
// corrupt data, no file, two files, malformed forms, and who may upload (visitor 401, member and admin 403,
// cross-site 403). Every refusal is a Spanish 4xx that stores nothing.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/server/db/schema-marketplace';
import { UPLOAD_MAX_BYTES } from '../../../src/shared/constants/partners';
import { accountMessages, apiMessages, partnerMessages, uploadMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import {
  gif,
  jpeg,
  multipartBody,
  photo,
  pngBomb,
  postForm,
  storedFiles,
  svg,
  upload,
  UPLOAD_URL,
} from './helpers';

let t: AccountTestApp;
let partner: Client;
let small: Buffer;

beforeAll(async () => {
  t = await buildAccountApp();
  partner = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'dueno@example.com', type: 'partner' }),
  );
  small = await jpeg(64, 48);
});
afterAll(async () => t?.close());

/** Asserts a refusal: status, exact body, and that nothing was stored. */
async function expectRefused(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ code, message });
  expect(await storedFiles(t.config.uploadsDir)).toEqual([]);
  expect(await t.handle.db.select().from(uploads)).toEqual([]);
}

const badType = (res: Awaited<ReturnType<typeof upload>>) =>
  expectRefused(res, 400, 'VALIDATION', uploadMessages.badType);

describe('POST /api/partner/uploads refuses what is not a JPEG, PNG or WebP photo', () => {
  it('a text file renamed .jpg and declared image/jpeg', async () => {
    await badType(await upload(partner, Buffer.from('Hola, esto es una lista de precios.\n'), 'foto.jpg'));
  });

  it('a GIF named .png, an SVG, and an SVG named .webp', async () => {
    await badType(await upload(partner, await gif(), 'animada.png', 'image/png'));
    await badType(await upload(partner, svg(), 'dibujo.svg', 'image/svg+xml'));
    await badType(await upload(partner, svg(), 'dibujo.webp', 'image/webp'));
  });

  it('a PNG decompression bomb (20000×20000 px in ~50 KB) is refused from its header', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefused(
      await upload(partner, bomb, 'bomba.png', 'image/png'),
      400,
      'VALIDATION',
      uploadMessages.tooManyPixels,
    );
  });

  it('corrupt data: a truncated JPEG, and a JPEG signature followed by junk', async () => {
    const whole = await jpeg(800, 600);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await expectRefused(await upload(partner, truncated), 400, 'VALIDATION', uploadMessages.unreadable);
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    await expectRefused(await upload(partner, junk), 400, 'VALIDATION', uploadMessages.unreadable);
  });
});

describe('POST /api/partner/uploads refuses files over 5 MB with 413', () => {
  const tooLarge = (res: Awaited<ReturnType<typeof upload>>) =>
    expectRefused(res, 413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);

  it('a 6 MB photo', async () => {
    const big = await photo(4000, 3000, 40).jpeg({ quality: 92 }).toBuffer();
    expect(big.length).toBeGreaterThan(5.8 * 1024 * 1024);
    expect(big.length).toBeLessThan(6.8 * 1024 * 1024);
    await tooLarge(await upload(partner, big, 'grande.jpg'));
  });

  it('a file one byte over the limit, whose request is small enough to be read (the parser cuts it)', async () => {
    const over = Buffer.concat([small, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - small.length)]);
    await tooLarge(await upload(partner, over));
  });

  it('a 6 MB body sent without Content-Length (a FormData payload is streamed chunked by inject)', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.concat([small, Buffer.alloc(6 * 1024 * 1024)])]), 'grande.jpg');
    await tooLarge(await partner.request({ method: 'POST', url: UPLOAD_URL, payload: form }));
  });
});

describe('POST /api/partner/uploads wants exactly one `file`', () => {
  const noFile = (res: Awaited<ReturnType<typeof upload>>) =>
    expectRefused(res, 400, 'VALIDATION', uploadMessages.noFile);

  it('no file: only a text field, a file under another name, an empty file, no body, a JSON body', async () => {
    await noFile(await postForm(partner, [{ name: 'titulo', value: 'Fachada' }]));
    await noFile(
      await postForm(partner, [{ name: 'foto', file: small, filename: 'a.jpg', type: 'image/jpeg' }]),
    );
    await noFile(await postForm(partner, [{ name: 'file', file: new Uint8Array(0), filename: 'vacio.jpg' }]));
    await noFile(await partner.request({ method: 'POST', url: UPLOAD_URL }));
    await noFile(await partner.post(UPLOAD_URL, { file: small.toString('base64') }));
  });

  it('two files', async () => {
    const res = await postForm(partner, [
      { name: 'file', file: small, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'file', file: small, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    await expectRefused(res, 400, 'VALIDATION', uploadMessages.oneFile);
  });

  it('a malformed form: cut off before its end, no boundary, too many fields', async () => {
    const { payload, contentType } = await multipartBody([
      { name: 'file', file: small, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    const badForm = (res: Awaited<ReturnType<typeof upload>>) =>
      expectRefused(res, 400, 'VALIDATION', uploadMessages.badForm);
    const send = (body: Buffer, type: string) =>
      partner.request({ method: 'POST', url: UPLOAD_URL, payload: body, headers: { 'content-type': type } });
    await badForm(await send(payload.subarray(0, payload.length - 60), contentType));
    await badForm(await send(payload, 'multipart/form-data'));
    const fields = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    await badForm(await postForm(partner, fields));
  });
});

describe('POST /api/partner/uploads is for signed-in partners only', () => {
  it('401 for a visitor', async () => {
    const res = await upload(new Client(t.app), small);
    await expectRefused(res, 401, 'UNAUTHORIZED', accountMessages.sessionRequired);
  });

  it('403 for a member and for an admin', async () => {
    for (const type of ['user', 'admin'] as const) {
      const client = await sessionFor(
        t,
        await createAccount(t.handle, { email: `${type}@example.com`, type }),
      );
      await expectRefused(await upload(client, small), 403, 'FORBIDDEN', partnerMessages.partnersOnly);
    }
  });

  it("403 for a partner's request sent from another site (CSRF)", async () => {
    const { payload, contentType } = await multipartBody([
      { name: 'file', file: small, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    const res = await partner.request({
      method: 'POST',
      url: UPLOAD_URL,
      payload,
      headers: {
        'content-type': contentType,
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(await storedFiles(t.config.uploadsDir)).toEqual([]);
  });
});

describe('POST /api/partner/uploads when the database refuses the row', () => {
  it('answers 500 without internals and removes both files it wrote', async () => {
    await t.handle.db.execute(sql`
      create function refuse_upload() returns trigger language plpgsql as
        $$ begin raise exception 'uploads are closed'; end $$`);
    await t.handle.db.execute(
      sql`create trigger refuse_upload before insert on uploads for each row execute function refuse_upload()`,
    );
    try {
      const res = await upload(partner, small);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: apiMessages.internal });
      expect(await storedFiles(t.config.uploadsDir)).toEqual([]);
    } finally {
      await t.handle.db.execute(sql`drop trigger refuse_upload on uploads`);
      await t.handle.db.execute(sql`drop function refuse_upload()`);
    }
    // The same upload works again once the database accepts rows.
    expect((await upload(partner, small)).statusCode).toBe(201);
    await t.handle.db.delete(uploads);
    await rm(path.join(t.config.uploadsDir, 'gyms'), { recursive: true, force: true });
  });
});
