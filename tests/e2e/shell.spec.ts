/**
 * The frame of the app: top bar (SPEC §2), pitch pages, placeholders, 404, keyboard navigation and the
 * 375 px layout (screens whose code cannot be loaded: error-screens.spec.ts).
 */
import { DATA_ATTRIBUTION } from '../../src/shared/constants/spec';
import { cards, expect, expectParam, snapshot, test } from './fixtures';
import { mainNav, followNav } from './accounts-helpers';

test.describe('app shell', () => {
  test('top bar links lead to the pitch pages and the free trial', async ({ page }, testInfo) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Sos propietario? Unite!' }).click();
    await expect(page).toHaveURL(/\/legendCe$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('te encuentren a vos');
    await snapshot(page, testInfo, 'legendCe');
    await nav.getByRole('link', { name: 'Beneficios para miembros' }).click();
    await expect(page).toHaveURL(/\/legendUf$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrená donde te quede cómodo');
    await snapshot(page, testInfo, 'legendUf');
    await nav.getByRole('link', { name: 'Prueba gratis' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await page.getByRole('link', { name: 'BuscaGym, ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toContainText(DATA_ATTRIBUTION);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingresar' })).toBeVisible();
  });

  test("the public pages hydrate the server's HTML without an error (ADR 0046)", async ({ page }) => {
    // A render in the browser that differs from the server's makes React throw the page away and
    // render it again (a hydration error, reported as an uncaught error).
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (/hydrat|Minified React error/i.test(message.text())) problems.push(message.text());
    });
    for (const path of ['/', '/maps', '/legendUf', '/legendCe']) {
      await page.goto(path);
      await expect(page.locator('#ssr-state')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('unknown addresses show the 404 page', async ({ page }, testInfo) => {
    await page.goto('/no-existe/para-nada');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await snapshot(page, testInfo, 'not-found');
  });

  test('a status line that cannot be loaded leaves the screen working', async ({ page }) => {
    // The installable app's status line (ADR 0030) is a chunk of its own, loaded after the first screen.
    await page.route('**/assets/AppStatus-*.js', (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/AppStatus-'));
    await page.goto('/login');
    await failed;
    await expect(page.getByRole('heading', { level: 1, name: 'Ingresar' })).toBeVisible();
    await followNav(page, 'Beneficios para miembros');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrená donde te quede cómodo');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  });

  test('is fully usable from the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    // Tab forward to the search box, checking that every stop shows a focus indicator.
    const search = page.getByLabel('Buscar por nombre');
    for (let i = 0; i < 15 && !(await search.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? getComputedStyle(el).outlineStyle : 'none';
      });
      expect(outline).not.toBe('none');
    }
    await expect(search).toBeFocused();
    await page.keyboard.type('club');
    await page.keyboard.press('Enter');
    await expectParam(page, 'name', 'club');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Actividad', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const classesToday = page.getByRole('switch', { name: 'Con clases hoy' });
    await expect(classesToday).toBeFocused();
    await page.keyboard.press('Space');
    await expectParam(page, 'classesToday', 'true');
    await page.keyboard.press('Space');
    await expectParam(page, 'classesToday', null);
    await page.keyboard.press('Tab');
    const openNow = page.getByRole('switch', { name: 'Abierto ahora' });
    await expect(openNow).toBeFocused();
    await page.keyboard.press('Space');
    await expectParam(page, 'openNow', 'true');
    await page.keyboard.press('Space');
    await expectParam(page, 'openNow', null);
    await page.keyboard.press('Tab');
    const pase = page.getByRole('switch', { name: 'Pase BuscaGym' });
    await expect(pase).toBeFocused();
    await page.keyboard.press('Space');
    await expectParam(page, 'pase', 'true');
    await page.keyboard.press('Space');
    await expectParam(page, 'pase', null);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeFocused();
    await page.keyboard.press('Tab');
    // The filter bar's own button: while the list of the last switch still answers, its empty state can
    // show a second "Limpiar filtros".
    const clear = page
      .getByRole('group', { name: 'Filtros y orden' })
      .getByRole('button', { name: 'Limpiar filtros' });
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    await expectParam(page, 'name', null);

    // Reach the first card's link and open it with Enter.
    const firstLink = cards(page).first().getByRole('link');
    for (let i = 0; i < 10 && !(await firstLink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/detail\/gym\//);
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the landing page fits and its menu works', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Prueba gratis' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Prueba gratis' })).toBeVisible();
    await snapshot(page, testInfo, 'mobile-menu');
    await nav.getByRole('link', { name: 'Beneficios para miembros' }).click();
    await expect(page).toHaveURL(/\/legendUf$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/');
    await expect(cards(page)).toHaveCount(6);
    const [a, b] = await cards(page).evaluateAll((els) =>
      els.slice(0, 2).map((el) => el.getBoundingClientRect().left),
    );
    expect(a).toBe(b); // one column
    await snapshot(page, testInfo, 'mobile-landing');
  });

  test('the detail and the map fit', async ({ page }, testInfo) => {
    await page.goto('/');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('directions-link').scrollIntoViewIfNeeded(); // the map loads near the screen
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'mobile-detail');
    await page.goto('/maps');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'mobile-maps');
  });
});
