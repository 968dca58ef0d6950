// Per-account rate limit of the photo upload (OWASP ASVS 12.1.3; @fastify/rate-limit route config):
// after UPLOAD_RATE_MAX uploads in the window a partner gets 429 with a Spanish wait message and
// Retry-After; another partner, even from the same address, is not affected.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPLOAD_RATE_MAX, UPLOAD_RATE_WINDOW_MS } from '../../../src/server/modules/uploads/index';
import { uploadMessages } from '../../../src/shared/messages';
import { buildAccountApp, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { jpeg, storedFiles, upload } from './helpers';

let t: AccountTestApp;
beforeAll(async () => {
  t = await buildAccountApp();
});
afterAll(async () => t?.close());

it('one upload over UPLOAD_RATE_MAX within the window is refused with 429, per account', async () => {
  const busy = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'muchas@example.com', type: 'partner' }),
  );
  const other = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'otra@example.com', type: 'partner' }),
  );
  const tiny = await jpeg(16, 16);
  for (let i = 0; i < UPLOAD_RATE_MAX; i++) expect((await upload(busy, tiny)).statusCode).toBe(201);

  const refused = await upload(busy, tiny);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: uploadMessages.rateLimited(UPLOAD_RATE_WINDOW_MS),
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await storedFiles(t.config.uploadsDir)).toHaveLength(UPLOAD_RATE_MAX * 2);

  expect((await upload(other, tiny)).statusCode).toBe(201);
});
