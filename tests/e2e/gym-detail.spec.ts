/**
 * The gym detail `/detail/gym/{id}`: fields, contact links, map pin, directions, not-found state, and what
 * a phone loads only when it scrolls there.
 */
import { fromDecimal } from '../../src/shared/contract/common';
import { gymByIdResponseSchema } from '../../src/shared/contract/gyms';
import { apiGymList, cards, expect, showVisitorSections, snapshot, test } from './fixtures';

test.describe('gym detail', () => {
  test('opens from the list and shows every field', async ({ page, request }, testInfo) => {
    const first = (await apiGymList(request)).gyms[0];
    if (!first) throw new Error('empty catalogue');
    const response = await request.get(`/api/partner/gyms/gymbyid/${first._id}`);
    const gym = gymByIdResponseSchema.parse(await response.json());

    await page.goto('/');
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/detail/gym/${gym._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
    await expect(page).toHaveTitle(`${gym.name} | BuscaGym`);
    await expect(page.getByText(gym.address).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Puntaje \d,\d de 5$/ }).first()).toBeVisible();
    await expect(page.getByTestId('gym-distance')).toHaveText(/^a \d+,\d km$/);
    for (const service of gym.services) {
      await expect(
        page
          .getByRole('heading', { name: 'Actividades y servicios' })
          .locator('..')
          .getByText(service.name, { exact: true }),
      ).toBeVisible();
    }
    // The contact rows load when they come near the screen (ADR 0013); phones show one way.
    await page.getByRole('heading', { name: 'Contacto' }).scrollIntoViewIfNeeded();
    if (gym.phone && /\d{4}-?\d{4}/.test(gym.phone)) {
      const phone = page.getByTestId('gym-phone').getByRole('link').first();
      await expect(phone).toHaveAttribute('href', /^tel:\+54\d{10,11}$/);
      await expect(phone).toHaveText(/^0\d{2,4} (15-)?\d{3,4}-\d{4}$/);
    }
    if (gym.email && gym.email.includes('@')) {
      await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    }
    for (const label of ['Entrenadores', 'Clientes', 'Lo marcaron como favorito']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }

    const directions = page.getByTestId('directions-link');
    const href = new URL((await directions.getAttribute('href')) ?? '');
    expect(href.hostname).toBe('www.google.com');
    expect(href.searchParams.get('destination')).toBe(
      `${fromDecimal(gym.latitude)},${fromDecimal(gym.longitude)}`,
    );
    await expect(directions).toHaveText(/Cómo llegar/);
    // The location map loads when it comes near the screen (ADR 0013).
    await directions.scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await snapshot(page, testInfo, 'detail');

    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows a not-found state for an unknown or malformed id', async ({ page }, testInfo) => {
    await page.goto('/detail/gym/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos este gimnasio' })).toBeVisible();
    await snapshot(page, testInfo, 'detail-not-found');
    await page.goto('/detail/gym/not-a-uuid');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos este gimnasio' })).toBeVisible();
  });

  test('arrives rendered by the server and hydrates without refetching or errors (ADR 0046)', async ({
    page,
    request,
  }) => {
    const first = (await apiGymList(request)).gyms[0];
    if (!first) throw new Error('empty catalogue');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const detailCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/partner/gyms/gymbyid/')) detailCalls.push(req.url());
    });

    // The server's HTML alone already shows the gym.
    const html = await (
      await request.get(`/detail/gym/${first._id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('id="ssr-state"');
    expect(html).toContain('"@type":"ExerciseGym"');

    await page.goto(`/detail/gym/${first._id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    // Hydrated: the page's own head tags have taken over from the server's copies.
    await expect(page.locator('head [data-ssr-head]')).toHaveCount(0);
    await expect(page).toHaveTitle(`${first.name} | BuscaGym`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/detail/gym/${first._id}$`),
    );
    expect(detailCalls, 'the gym came with the page').toEqual([]);

    // Still interactive: the back link navigates inside the app, without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('gym detail on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('loads the classes and the reviews when their frame comes near the screen, and fetches no carried stylesheet', async ({
    page,
    request,
  }) => {
    const first = (await apiGymList(request)).gyms[0];
    if (!first) throw new Error('empty catalogue');
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));

    await page.goto(`/detail/gym/${first._id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page carries its first paint's stylesheets (ADR 0048): their files are never asked for.
    const carried = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(carried.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => carried.includes(path))).toEqual([]);
    // Below the first screen: the frame is there, the timetable's and the reviews' code is not.
    const classes = page.getByRole('region', { name: 'Clases', exact: true });
    await expect(classes).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#opinar')).toHaveCount(0);

    await showVisitorSections(page);
    await expect(classes.getByRole('button', { name: 'Semana siguiente' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Opiniones' })).toBeVisible();
  });
});
