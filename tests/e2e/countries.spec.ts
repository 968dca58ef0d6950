/**
 * The catalogue per country (ADR 0052) on a 390 px phone: a visitor who shares no location picks México
 * in the footer from the keyboard, sees México's gyms in the list (distances from the Zócalo) and on the
 * map, the footer's withdrawal button names México's law (ADR 0056), the links between the pages keep the country,
 * and the next visit remembers it (the picker's cookie, read by the server render too).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { COUNTRIES } from '../../src/shared/domain/countries';
import { gymDetailMessages } from '../../src/shared/messages/catalogue.web';
import { countryPickerMessages as picker } from '../../src/shared/messages/countries.web';
import { newAccount, registerByApi } from './accounts-helpers';
import {
  apiGymList,
  cards,
  expect,
  openMarkerPopup,
  seriousViolations,
  shownDistances,
  snapshot,
  test,
} from './fixtures';
import { sameOrigin, signInAs } from './partners-helpers';

const ZOCALO = COUNTRIES.MX.center;

/**
 * A partner of México with one published gym near the Zócalo (`north` degrees of latitude from it), created
 * through the API as a partner does (its country given, ADR 0054; one priced service, then published).
 * @returns the gym's name
 */
async function mexicanGym(page: Page, request: APIRequestContext, north: number): Promise<string> {
  const partner = newAccount('Socio');
  await registerByApi(request, partner, { type: 'partner' });
  await signInAs(page, partner, 'partner');
  const name = `Gimnasio Zócalo ${partner.name.split(' ')[1]}`;
  const headers = sameOrigin(page);
  const created = await page.request.post('/api/partner/gyms/gymscreate', {
    headers,
    data: {
      name,
      price: 900,
      address: 'Av. 20 de Noviembre 10, Centro, CDMX',
      latitude: Number((ZOCALO.latitude + north).toFixed(6)),
      longitude: ZOCALO.longitude,
      country: 'MX',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = ((await created.json()) as { gym: { _id: string } }).gym;
  const service = await page.request.post('/api/partner/gyms/servicecreate', {
    headers,
    data: { gymId: _id, name: 'Funcional', price: 150 },
  });
  expect(service.status()).toBe(201);
  const published = await page.request.put('/api/partner/gyms/gymsupdate', {
    headers,
    data: { _id, gymActive: true },
  });
  expect(published.status()).toBe(200);
  await page.context().clearCookies();
  return name;
}

test.describe('catalogue per country', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor picks México on a phone and sees its gyms in the list and on the map', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const names = [await mexicanGym(page, request, 0.01), await mexicanGym(page, request, 0.02)];
    const mexico = await apiGymList(request, { country: 'MX', lat: ZOCALO.latitude, lon: ZOCALO.longitude });
    expect(mexico.gyms.map((g) => g.name)).toEqual(expect.arrayContaining(names));

    // Argentina by default: the Mexican gyms are not listed.
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    const countries = page.getByRole('navigation', { name: picker.label });
    await expect(countries.getByRole('link', { name: picker.names.AR })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Picked from the keyboard.
    const mx = countries.getByRole('link', { name: picker.names.MX });
    await mx.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]pais=mx(&|$)/);
    await expect(countries.getByRole('link', { name: picker.names.MX })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The footer's withdrawal button follows the country (ADR 0056): México's name of the right and its law.
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Revocación de compra (LFPC art. 56, PROFECO)' }),
    ).toBeVisible();
    for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(mexico.total, 6));
    await expect(page.getByTestId('results-summary')).toContainText(
      new Intl.NumberFormat('es-AR').format(mexico.total),
    );
    // Without a shared location the distances start at the Zócalo: the two gyms are 1 and 2 km away.
    const distances = await shownDistances(page);
    expect(Math.min(...distances)).toBeLessThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, testInfo, 'countries-list-mx');
    expect(await seriousViolations(page, testInfo, 'countries-list-mx')).toEqual([]);

    // The map keeps the country: México's pins.
    await page.getByRole('link', { name: 'Ver en el mapa' }).click();
    await expect(page).toHaveURL(/\/maps\?(.*&)?pais=mx(&|$)/);
    await expect(page.getByTestId('map-summary')).toContainText(
      `${new Intl.NumberFormat('es-AR').format(mexico.total)} gimnasio`,
    );
    for (const name of names)
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 15_000 });
    await snapshot(page, testInfo, 'countries-map-mx');

    // A pin's popup leads to the gym's page in the same country, and its way back too.
    const name = names[0] ?? '';
    const popup = await openMarkerPopup(page, page.getByRole('button', { name, exact: true }), name);
    await expect(async () => {
      if (!/\/detail\/gym\//.test(page.url()))
        await popup.getByRole('link', { name: 'Ver el gimnasio' }).click({ timeout: 2000 });
      await expect(page).toHaveURL(/\/detail\/gym\/[^?]+\?pais=mx$/, { timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: gymDetailMessages.back }).click();
    await expect(page).toHaveURL(/\/\?pais=mx$/);

    // The next visit, without the parameter, is México's again: the cookie, read by the server render.
    await page.goto('/');
    await expect(page).not.toHaveURL(/pais=/);
    for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(names[0]);
  });
});
