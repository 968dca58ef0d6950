/**
 * The installable app (ADR 0030), in Chromium with its service worker allowed (every other spec blocks
 * it): the page links a manifest that Chromium's install criteria accept (name, standalone, start URL,
 * 192 and 512 px icons and a maskable one, each a PNG that loads), the service worker activates and then
 * controls the page, and once offline a reload of `/` still shows BuscaGym — the app shell from the
 * service worker, with "Sin conexión" — instead of the browser's error page.
 */
import { appStatusMessages } from '../../src/shared/messages/app.web';
import { expect, seriousViolations, test } from './fixtures';

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
