/**
 * The first screen of a phone (375 × 812, touch): the landing hero's call to action without
 * scrolling; the member home shows its first gym card in the first screen, with service and sort
 * behind a "Filtros" button that counts the active ones; with the position given, the member home
 * lists the nearest gyms first. ADR 0013.
 */
import type { Page } from '@playwright/test';
import { newAccount, registerByApi, signInByUi } from './accounts-helpers';
import {
  apiGymList,
  cards,
  expect,
  OBELISCO,
  seriousViolations,
  shownDistances,
  snapshot,
  test,
} from './fixtures';

const PHONE = { width: 375, height: 812 };

/** True when the element's box lies entirely inside the first screen (no scrolling). */
async function inFirstScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

test.describe('a phone, 375 × 812', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the landing hero shows its call to action without scrolling', async ({ page }, testInfo) => {
    await page.goto('/');
    const cta = page.getByRole('link', { name: /Buscar gimnasios/ }).first();
    await expect(cta).toBeVisible();
    expect(await inFirstScreen(page, cta)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('landing-375.png') });
  });

  test.describe('member with the position', () => {
    test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

    test('first gym card in the first screen, filters behind "Filtros", nearest first', async ({
      page,
      request,
    }, testInfo) => {
      const account = newAccount('Cande');
      await registerByApi(request, account);
      await signInByUi(page, account);
      await expect(cards(page).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath('member-home-375.png') });
      expect(await inFirstScreen(page, cards(page).first().locator('h3, h2').first())).toBe(true);
      const firstBox = await cards(page).first().boundingBox();
      expect(firstBox?.y ?? Infinity).toBeLessThan(PHONE.height * 0.75);

      // Nearest first: the list is the API's distance order from the Obelisco, and distances grow.
      await expect(page.getByText('Estos son los gimnasios cerca tuyo.')).toBeVisible();
      const expected = await apiGymList(request, {
        sort: 'distance',
        lat: OBELISCO.latitude,
        lon: OBELISCO.longitude,
        limit: 6,
      });
      await expect
        .poll(() => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-gym-id'))))
        .toEqual(expected.gyms.map((g) => g._id));
      const distances = await shownDistances(page);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      // Service and sort wait behind "Filtros"; choosing a service counts one active filter.
      const service = page.getByLabel('Actividad', { exact: true });
      await expect(service).toBeHidden();
      const toggle = page.getByTestId('filters-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Filtros');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(service).toBeVisible();
      const option = await service.locator('option').nth(1).getAttribute('value');
      await service.selectOption(option ?? '');
      await expect(page).toHaveURL(/service=/);
      await expect(toggle).toHaveAccessibleName('Filtros (1 activo)');
      await expect(toggle.locator('.gym-filters__count')).toHaveText('1');
      await snapshot(page, testInfo, 'member-home-375-filters');
      expect(await seriousViolations(page, testInfo, 'member-home-375')).toEqual([]);
    });
  });
});
