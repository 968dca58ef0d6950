/**
 * Screens whose code cannot be downloaded (RouteErrorPage, lib/chunk-reload.ts): a stale chunk after a
 * deployment reloads the page once by itself; a chunk that still fails shows a Spanish screen with
 * "Reintentar". On an upright phone.
 */
import type { Page } from '@playwright/test';
import { followNav } from './accounts-helpers';
import { expect, PHONE, snapshot, test } from './fixtures';

/**
 * Opens the sign-in screen, then answers 503 to every script the page has not loaded yet, as a server
 * does after a deployment removed the old build. With `healsOnReload`, a new page load gets the scripts
 * again (the new build is in place); without it they keep failing.
 * @returns the number of documents the browser loaded from then on
 */
async function breakNewChunks(page: Page, healsOnReload: boolean): Promise<() => number> {
  const known = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') known.add(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresar' })).toBeVisible();
  const seenBefore = new Set(known);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.route('**/assets/*.js', (route) => {
    const broken = !seenBefore.has(route.request().url()) && !(healsOnReload && documents > 0);
    return broken ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue();
  });
  return () => documents;
}

/** Opens the members' pitch page from the phone's folded menu (a client-side navigation). */
async function openMemberPitch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await followNav(page, 'Beneficios para miembros');
}

test.describe('error screens on a phone', () => {
  test.use({ viewport: PHONE });

  test('a stale chunk reloads the page once by itself and the screen opens', async ({ page }) => {
    const documents = await breakNewChunks(page, true);
    await openMemberPitch(page);
    await expect(page).toHaveURL(/\/legendUf$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrená donde te quede cómodo');
    expect(documents()).toBe(1);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  });

  test('a chunk that keeps failing shows a Spanish screen with "Reintentar", once', async ({
    page,
  }, testInfo) => {
    const documents = await breakNewChunks(page, false);
    await openMemberPitch(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No pudimos cargar esta pantalla' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await snapshot(page, testInfo, 'chunk-error-phone');
    // One automatic reload, not a loop.
    expect(documents()).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrená donde te quede cómodo');
    expect(documents()).toBe(2);
  });
});
