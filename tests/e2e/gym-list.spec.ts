/**
 * The gym list on the landing page (SPEC §4): real gyms, sort by distance from a given position,
 * service filter, name search, paging, and URL state that survives a reload.
 */
import { DEFAULT_PAGE_SIZE } from '../../src/shared/constants/spec';
import { haversineKm } from '../../src/shared/domain/geo';
import {
  OBELISCO,
  apiGymList,
  apiGymPins,
  apiPopularService,
  cards,
  expect,
  expectParam,
  expectShownIds,
  shownDistances,
  shownIds,
  snapshot,
  test,
} from './fixtures';

test.describe('gym list', () => {
  test('shows 6 real gyms on the landing page', async ({ page, request }, testInfo) => {
    const expected = await apiGymList(request);
    expect(expected.total).toBeGreaterThan(200);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await expectShownIds(
      page,
      expected.gyms.map((g) => g._id),
    );
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.gyms.map((g) => g.name));
    await expect(page.getByTestId('results-summary')).toContainText(
      new Intl.NumberFormat('es-AR').format(expected.total),
    );
    // Every card shows a price in pesos, an accessible rating and a distance.
    await expect(cards(page).first().getByTestId('gym-price')).toHaveText(/^\$\s?[\d.]+$/);
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: /^Puntaje \d,\d de 5$/ }),
    ).toBeVisible();
    await expect(cards(page).first().getByTestId('gym-distance')).toHaveText(/^a \d+,\d km$/);
    await expect(page.getByTestId('data-attribution')).toContainText('CC BY 2.5 AR');
    await snapshot(page, testInfo, 'landing');
  });

  test.describe('with the browser position at the Obelisco', () => {
    test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

    test('sorts nearest first, with haversine distances', async ({ page, request }, testInfo) => {
      await page.goto('/');
      await expect(page.getByTestId('location-source')).toHaveAttribute('data-source', 'browser');
      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Más cerca primero' });
      await expectParam(page, 'sort', 'distance');

      // The 6 nearest gyms by our own haversine (R = 6400 km) over every pin of the catalogue.
      const { gyms: pins } = await apiGymPins(request, { lat: OBELISCO.latitude, lon: OBELISCO.longitude });
      const nearest = pins
        .map((p) => ({
          id: p._id,
          km: haversineKm(OBELISCO, { latitude: p.latitude, longitude: p.longitude }),
        }))
        .sort((a, b) => a.km - b.km || a.id.localeCompare(b.id))
        .slice(0, DEFAULT_PAGE_SIZE);
      await expect.poll(async () => (await shownIds(page)).sort()).toEqual(nearest.map((n) => n.id).sort());

      const distances = await shownDistances(page);
      expect(distances).toHaveLength(DEFAULT_PAGE_SIZE);
      for (let i = 1; i < distances.length; i++)
        expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1] ?? 0);
      const ids = await shownIds(page);
      ids.forEach((id, i) => {
        const km = nearest.find((n) => n.id === id)?.km ?? Number.NaN;
        expect(Math.abs((distances[i] ?? 0) - km)).toBeLessThanOrEqual(0.051);
      });
      await snapshot(page, testInfo, 'sorted-by-distance');
    });
  });

  test('filters by a service', async ({ page, request }, testInfo) => {
    const service = await apiPopularService(request);
    const expected = await apiGymList(request, { service });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await page.getByRole('combobox', { name: 'Actividad', exact: true }).selectOption(service);
    await expectParam(page, 'service', service);
    await expectShownIds(
      page,
      expected.gyms.map((g) => g._id),
    );
    await expect(page.getByTestId('results-summary')).toContainText(
      new Intl.NumberFormat('es-AR').format(expected.total),
    );
    for (const gym of expected.gyms) expect(gym.services.map((s) => s.name)).toContain(service);
    // "Todos" shows every gym again.
    await page.getByRole('combobox', { name: 'Actividad', exact: true }).selectOption({ label: 'Todos' });
    await expectParam(page, 'service', null);
    await expectShownIds(
      page,
      (await apiGymList(request)).gyms.map((g) => g._id),
    );
    await page.getByRole('combobox', { name: 'Actividad', exact: true }).selectOption(service);
    await snapshot(page, testInfo, 'filtered-by-service');
  });

  test('searches by name (debounced, case-insensitive)', async ({ page, request }, testInfo) => {
    const first = (await apiGymList(request)).gyms[0];
    if (!first) throw new Error('empty catalogue');
    const word = (first.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? first.name).toUpperCase();
    const expected = await apiGymList(request, { name: word });
    await page.goto('/');
    await page.getByLabel('Buscar por nombre').fill(word);
    await expectParam(page, 'name', word);
    await expectShownIds(
      page,
      expected.gyms.map((g) => g._id),
    );
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());

    await page.getByLabel('Buscar por nombre').fill('zzzz-no-existe-zzzz');
    await expect(
      page.getByRole('heading', { name: 'No encontramos gimnasios con esos filtros' }),
    ).toBeVisible();
    await snapshot(page, testInfo, 'search-empty');
    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await expect(page.getByLabel('Buscar por nombre')).toHaveValue('');
  });

  test('searches by name without minding accents or case (ADR 0012)', async ({ page, request }, testInfo) => {
    // The clubs file has no accents; the import restores them ("Club Atlético …").
    const accented = await apiGymList(request, { name: 'Atlético' });
    const plain = await apiGymList(request, { name: 'atletico' });
    const shouted = await apiGymList(request, { name: 'ATLETICO' });
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.total).toBe(accented.total);
    expect(shouted.total).toBe(accented.total);

    await page.goto('/');
    await page.getByLabel('Buscar por nombre').fill('atletico');
    await expectParam(page, 'name', 'atletico');
    await expectShownIds(
      page,
      accented.gyms.map((g) => g._id),
    );
    await expect(page.getByTestId('results-summary')).toContainText(
      new Intl.NumberFormat('es-AR').format(accented.total),
    );
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    for (const name of names) expect(name).toMatch(/Atlétic[oa]/);
    await snapshot(page, testInfo, 'search-accents');
  });

  test('goes to page 2 and back', async ({ page, request }, testInfo) => {
    const page2 = await apiGymList(request, { page: 2 });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await pager.getByRole('link', { name: 'Página 2', exact: true }).click();
    await expectParam(page, 'page', '2');
    await expectShownIds(
      page,
      page2.gyms.map((g) => g._id),
    );
    await expect(pager.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await snapshot(page, testInfo, 'page-2');
    await page.goBack();
    await expectParam(page, 'page', null);
    await expectShownIds(
      page,
      (await apiGymList(request)).gyms.map((g) => g._id),
    );
  });

  test('keeps filters, sort and page in the URL across a reload', async ({ page, request }) => {
    const service = await apiPopularService(request);
    const expected = await apiGymList(request, { service, sort: 'price', order: 'desc', page: 2 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Actividad', exact: true }).selectOption(service);
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Mayor precio primero' });
    await page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: 'Página 2', exact: true })
      .click();
    await expectShownIds(
      page,
      expected.gyms.map((g) => g._id),
    );
    const url = page.url();
    expect(url).toMatch(/sort=price/);
    expect(url).toMatch(/order=desc/);
    expect(url).toMatch(/page=2/);

    await page.reload();
    await expectShownIds(
      page,
      expected.gyms.map((g) => g._id),
    );
    await expect(page.getByRole('combobox', { name: 'Actividad', exact: true })).toHaveValue(service);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price-desc');

    // The same URL opened in a fresh page (a shared link) shows the same search.
    const shared = await page.context().newPage();
    await shared.goto(url);
    await expectShownIds(
      shared,
      expected.gyms.map((g) => g._id),
    );
    const prices = await cards(shared).getByTestId('gym-price').allTextContents();
    const values = prices.map((p) => Number(p.replace(/\D/g, '')));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });
});
