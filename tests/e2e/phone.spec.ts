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

const IN_FIRST_SCREEN = 'in the first screen';

/**
 * Where the element lies: {@link IN_FIRST_SCREEN} when its box is entirely inside the first screen (no
 * scrolling), else its box and the scroll position, so that a failure says what it saw.
 */
async function firstScreenPlace(page: Page, selector: ReturnType<Page['locator']>): Promise<string> {
  const box = await selector.boundingBox();
  if (box !== null && box.y >= 0 && box.y + box.height <= PHONE.height) return IN_FIRST_SCREEN;
  const scrollY = await page.evaluate(() => window.scrollY);
  return `box ${JSON.stringify(box)}, scrollY ${scrollY}`;
}

/**
 * Asserts the element is in the first screen once the layout has settled: the place is measured again
 * until it is (the expect timeout), so a measurement taken mid-layout on a busy machine does not fail.
 */
async function expectInFirstScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  await expect.poll(() => firstScreenPlace(page, selector)).toBe(IN_FIRST_SCREEN);
}

test.describe('a phone, 375 × 812', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the landing hero shows its call to action without scrolling', async ({ page }, testInfo) => {
    await page.goto('/');
    const cta = page.getByRole('link', { name: /Buscar gimnasios/ }).first();
    await expect(cta).toBeVisible();
    await expectInFirstScreen(page, cta);
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
      await expectInFirstScreen(page, cards(page).first().locator('h3, h2').first());
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
      // The previous list stays on screen, dimmed and busy, until the service's list arrives (GymList): the
      // contrast is checked on the settled list, after its 0.2 s fade back.
      const list = page.locator('ul.gym-grid');
      await expect(list).toHaveAttribute('aria-busy', 'false');
      await expect(list).toHaveCSS('opacity', '1');
      await snapshot(page, testInfo, 'member-home-375-filters');
      expect(await seriousViolations(page, testInfo, 'member-home-375')).toEqual([]);
    });
  });
});
