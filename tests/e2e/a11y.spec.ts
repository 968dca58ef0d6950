/** axe scans (WCAG 2.1 A/AA + best practices): no serious or critical violation on the main screens. */
import { apiGymList, expect, seriousViolations, test } from './fixtures';

test.describe('accessibility (axe)', () => {
  const pages: { name: string; path: string; ready: string }[] = [
    { name: 'landing', path: '/', ready: '[data-testid="gym-card"]' },
    { name: 'legendCe', path: '/legendCe', ready: 'h1' },
    { name: 'legendUf', path: '/legendUf', ready: 'h1' },
    { name: 'maps', path: '/maps', ready: '.leaflet-marker-icon' },
    { name: 'login', path: '/login', ready: 'form' },
    { name: 'register', path: '/register', ready: 'form' },
    { name: 'resetpassword', path: '/resetpassword', ready: 'form' },
  ];

  for (const { name, path, ready } of pages) {
    test(`${name} has no serious or critical violations`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await seriousViolations(page, testInfo, name)).toEqual([]);
    });
  }

  test('gym detail has no serious or critical violations', async ({ page, request }, testInfo) => {
    const first = (await apiGymList(request)).gyms[0];
    if (!first) throw new Error('empty catalogue');
    await page.goto(`/detail/gym/${first._id}`);
    // The location map loads when it comes near the screen (ADR 0013): bring it in, then scan it too.
    await page.getByTestId('directions-link').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    expect(await seriousViolations(page, testInfo, 'detail')).toEqual([]);
  });

  test('the mobile menu and the 404 page have no serious or critical violations', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/no-existe');
    await page.getByRole('button', { name: 'Menú' }).click();
    expect(await seriousViolations(page, testInfo, 'not-found-mobile')).toEqual([]);
  });
});
