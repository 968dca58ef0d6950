/**
 * Helpers of the partner e2e tests: signing in as any account type, sample images made with sharp,
 * the page's stored account id, a same-origin header for direct API calls, the gym form's photo and map
 * pin, a published gym made through the API, and a layout check.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** A valid CBU (both BCRA check digits right) and the same with a wrong last check digit. */
export const GOOD_CBU = '2850590940090418135201';
export const BAD_CBU = '2850590940090418135202';
/** A valid CUIT (prefix 20, mod-11 check digit right). */
export const GOOD_CUIL = '20-12345678-6';

/** Signs in through the login screen and waits for the landing of `type` (members: the home; partners: the panel). */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  type: 'user' | 'partner',
): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Members land on the gym list, partners on their panel.
  await expect(page).toHaveURL(new RegExp(type === 'partner' ? '/profile/partner/' : '/home/user/'));
  return storedUserId(page);
}

/** The `userId` kept in the page's localStorage. */
export async function storedUserId(page: Page): Promise<string> {
  const userId = await page.evaluate(() => window.localStorage.getItem('userId'));
  if (!userId) throw new Error('no userId stored: not signed in');
  return userId;
}

/** Writes a `width`×`height` JPEG of one colour with a stripe to `file` (a real photo-like image). */
export async function writeJpeg(file: string, width = 1200, height = 800): Promise<void> {
  const stripe = await sharp({
    create: { width, height: Math.round(height / 4), channels: 3, background: '#ffd166' },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#c2185b' } })
    .composite([{ input: stripe, top: Math.round(height / 3), left: 0 }])
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** Same-origin headers for a mutating call made with `page.request` (CSRF plugin). */
export function sameOrigin(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Horizontal overflow of the page in px (0 when it fits the viewport). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Places the gym form's map pin as a person would: drags it (the latitude and longitude inputs follow),
 * moves it north with the arrow keys (the marker is keyboard-operable), then types `spot` exactly.
 */
export async function placePin(page: Page, spot: { latitude: number; longitude: number }): Promise<void> {
  const latitude = page.getByLabel('Latitud');
  const longitude = page.getByLabel('Longitud');
  const before = await latitude.inputValue();
  const marker = page.getByTestId('location-map').getByRole('button', { name: /Ubicación del gimnasio/ });
  await marker.scrollIntoViewIfNeeded();
  const box = await marker.boundingBox();
  if (!box) throw new Error('the pin is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height + 50, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(before);
  const dragged = Number(await latitude.inputValue());
  await marker.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(dragged);
  await latitude.fill(String(spot.latitude));
  await longitude.fill(String(spot.longitude));
  await longitude.blur();
}

/**
 * Uploads a JPEG in the gym form and sees it as the first thumbnail (served as WebP); then offers a text
 * file, which is refused before sending with the server's own message (ADR 0007: uploads).
 */
export async function uploadPhotos(page: Page, testInfo: TestInfo): Promise<void> {
  const photo = testInfo.outputPath('gym-photo.jpg');
  await writeJpeg(photo);
  await page.getByTestId('photo-input').setInputFiles(photo);
  const preview = page.getByTestId('photo-preview');
  await expect(preview).toHaveCount(1);
  await expect(preview.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const text = testInfo.outputPath('notes.txt');
  await writeFile(text, 'no soy una imagen');
  await page.getByTestId('photo-input').setInputFiles(text);
  await expect(page.getByText('notes.txt: Solo aceptamos imágenes JPEG, PNG o WebP.')).toBeVisible();
  await expect(preview).toHaveCount(1);
}

/**
 * Creates a gym through the API as the partner signed in on `page` and publishes it as its owner does
 * from the checklist: one priced service, then `gymActive` (ADR 0026 §3).
 * @returns the gym's id
 */
export async function publishedGymByApi(
  page: Page,
  gym: { name: string; price: number; address: string; latitude: number; longitude: number },
  service: { name: string; price: number; duration?: number },
): Promise<string> {
  const headers = sameOrigin(page);
  const created = await page.request.post('/api/partner/gyms/gymscreate', { headers, data: gym });
  expect(created.status()).toBe(201);
  const { _id } = ((await created.json()) as { gym: { _id: string } }).gym;
  const priced = await page.request.post('/api/partner/gyms/servicecreate', {
    headers,
    data: { gymId: _id, ...service },
  });
  expect(priced.status()).toBe(201);
  const published = await page.request.put('/api/partner/gyms/gymsupdate', {
    headers,
    data: { _id, gymActive: true },
  });
  expect(published.status()).toBe(200);
  return _id;
}
