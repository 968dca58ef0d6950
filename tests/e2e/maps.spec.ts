/** `/maps`: clustered markers of the real gyms, filters shared with the list, popups to the detail. */
import {
  OBELISCO,
  apiGymPins,
  expect,
  expectParam,
  followPopupToDetail,
  openMarkerPopup,
  snapshot,
  test,
} from './fixtures';

test.describe('gym map', () => {
  test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

  test('shows the gyms as clusters and markers', async ({ page, request }, testInfo) => {
    const { total } = await apiGymPins(request, { lat: OBELISCO.latitude, lon: OBELISCO.longitude });
    await page.goto('/maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa de gimnasios' })).toBeVisible();
    await expect(page.getByTestId('map-summary')).toContainText(new Intl.NumberFormat('es-AR').format(total));
    const clusters = page.locator('.leaflet-marker-icon.marker-cluster');
    await expect(clusters.first()).toBeVisible();
    const counts = (await clusters.locator('[aria-hidden="true"]').allTextContents()).map(Number);
    const singles = await page.locator('.leaflet-marker-icon:not(.marker-cluster)').count();
    const shown = counts.reduce((a, b) => a + b, 0) + singles;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(total);
    await expect(clusters.first()).toHaveAccessibleName(/^Grupo de \d+ gimnasios: acercar$/);
    await snapshot(page, testInfo, 'maps');

    // A cluster zooms in when activated from the keyboard.
    const zoomBefore = await page.evaluate(() =>
      document.querySelector('.leaflet-proxy')?.getAttribute('style'),
    );
    await clusters.first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style')))
      .not.toBe(zoomBefore);
  });

  test('follows the list filters and links each popup to the detail', async ({ page, request }, testInfo) => {
    const { gyms } = await apiGymPins(request, { lat: OBELISCO.latitude, lon: OBELISCO.longitude });
    const target = gyms[0];
    if (!target) throw new Error('empty catalogue');
    await page.goto('/');
    await page.getByLabel('Buscar por nombre').fill(target.name);
    await expectParam(page, 'name', target.name);
    await page.getByRole('link', { name: 'Ver en el mapa' }).click();
    await expect(page).toHaveURL(/\/maps\?/);
    await expect(page.getByLabel('Buscar por nombre')).toHaveValue(target.name);

    const marker = page.getByRole('button', { name: target.name, exact: true });
    await expect(marker).toBeVisible();
    const popup = await openMarkerPopup(page, marker, target.name);
    await snapshot(page, testInfo, 'maps-popup');
    await expect(popup.getByRole('link', { name: 'Ver el gimnasio' })).toBeVisible();
    await followPopupToDetail(page, marker, { name: target.name, id: target._id });
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  });
});
