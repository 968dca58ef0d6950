/**
 * The installable app (ADR 0030), in Chromium with its service worker allowed (every other spec blocks
 * it): the page links a manifest that Chromium's install criteria accept (name, standalone, start URL,
 * 192 and 512 px icons and a maskable one, each a PNG that loads), the service worker activates and then
 * controls the page, and once offline a reload of `/` still shows BuscaGym — the app shell from the
 * service worker, with "Sin conexión" — instead of the browser's error page. A member's passes stay on
 * the device (IndexedDB): offline, "Mis compras" shows the pass, its changing code and when it was last
 * updated; signing out erases them, and another person signing in on the device finds nothing of hers.
 */
import type { Page } from '@playwright/test';
import { appStatusMessages } from '../../src/shared/messages/app.web';
import { buyByApi, sellingGym } from './commerce-helpers';
import { expect, seriousViolations, test } from './fixtures';
import { signInAs } from './partners-helpers';
import { mainNav, followNav } from './accounts-helpers';

test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('manifest, service worker in control, and an offline reload that shows the app', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get(href ?? '');
  expect(manifestResponse.headers()['content-type']).toMatch(/manifest\+json|json/);
  const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'BuscaGym',
    short_name: 'BuscaGym',
    lang: 'es-AR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#151826',
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }

  // The service worker installs (precaching the shell) and activates; after a reload it controls the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Offline: the reload is answered by the service worker, and the app says it has no connection.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('app-status')).toContainText(appStatusMessages.offline);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page, testInfo, 'offline')).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByTestId('app-status')).toBeHidden();
});

/** The offline data entry in IndexedDB (src/web/lib/offline-data), as JSON text, or null. */
const offlineEntry = (page: Page): Promise<string | null> =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('buscagym-offline');
        open.onerror = () => reject(new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('state')) return resolve(null);
          const get = db.transaction('state').objectStore('state').get('queries');
          get.onsuccess = () => resolve(get.result === undefined ? null : JSON.stringify(get.result));
          get.onerror = () => reject(new Error('get failed'));
        };
      }),
  );

test('a member’s pass works offline, and leaves the device with her', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const api = await playwright.request.newContext({ baseURL: base });
  const gym = await sellingGym(playwright, api, base);
  const { account, lines } = await buyByApi(playwright, api, base, 'Offline', [gym.membership._id]);
  const other = await buyByApi(playwright, api, base, 'Otra', [gym.membership._id]);
  await api.dispose();
  const reference = lines[0]?.pass?.doorCode ?? '';

  const userId = await signInAs(page, account, 'user');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await followNav(page, 'Mi perfil');
  const pass = page.getByTestId('my-orders').getByTestId('pass');
  await expect(pass.getByTestId('pass-countdown')).toBeVisible();
  await expect.poll(() => offlineEntry(page)).toContain(reference);
  expect(await offlineEntry(page)).toContain(userId);

  // No signal: reload the home page, open the profile; the pass and its code come from the device.
  await context.setOffline(true);
  await page.goto('/');
  await followNav(page, 'Mi perfil');
  await expect(page.getByTestId('my-orders').getByTestId('offline-note')).toHaveText(
    /^Sin conexión · actualizado hace \d+ (seg|min)\.?$/,
  );
  await expect(pass.getByTestId('pass-countdown')).toHaveText(/^El código cambia en \d+ s$/);
  await pass.getByRole('button', { name: /Ver el pase/ }).click();
  await expect(page.getByRole('dialog').getByTestId('pass-code')).toHaveText(/^BGT1\./);
  expect(await seriousViolations(page, testInfo, 'offline-pass')).toEqual([]);
  await page.keyboard.press('Escape');
  await context.setOffline(false);

  // Signing out erases them.
  await mainNav(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Ingresar' })).toBeVisible();
  await expect.poll(() => offlineEntry(page)).toBeNull();

  // Kept again, then another person signs in on the device (her session long gone): nothing of hers stays.
  await signInAs(page, account, 'user');
  await followNav(page, 'Mi perfil');
  await expect(pass.getByTestId('pass-countdown')).toBeVisible();
  await expect.poll(() => offlineEntry(page)).toContain(reference);
  await page.evaluate(() => window.localStorage.clear());
  const otherId = await signInAs(page, other.account, 'user');
  await followNav(page, 'Mi perfil');
  await expect(page.getByTestId('my-orders').getByTestId('pass')).toHaveCount(1);
  await expect.poll(async () => (await offlineEntry(page)) ?? '').toContain(otherId);
  const entry = (await offlineEntry(page)) ?? '';
  expect(entry).not.toContain(reference);
  expect(entry).not.toContain(userId);
  await gym.partner.dispose();
});
