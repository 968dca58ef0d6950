/**
 * Helpers of the partner e2e tests: signing in as any account type, sample images made with sharp,
 * the page's stored account id, a same-origin header for direct API calls, and a layout check.
 */
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';

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
