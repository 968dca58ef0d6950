/**
 * The owner's journey on a phone (390 × 844): sign-up and activation, the business profile, a first gym
 * whose address is geocoded (the Nominatim fake moves the pin there) and whose price is written as in
 * Argentina ("30.000", shown back as "30.000"), the publish checklist (a service with a price missing),
 * a service, "Publicar", the plan change offered instead of "Nuevo gimnasio" once the free plan's one
 * gym is used, the gym card naming its services, a sale (bought through the API as the purchase screens would), the door check-in with the
 * pass's short door code typed by hand, and "Mis ventas" as a card per sale with a chart legend. axe
 * stays clean on every screen; screenshots of each screen go to the test output and to ISSUE_SHOTS_DIR
 * when set.
 */
import { mkdir } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { checkinPageMessages, gymDetailMessages, myGymsMessages } from '../../src/shared/messages';
import { salesPageMessages } from '../../src/shared/messages/sales.web';
import { geocodeMessages } from '../../src/shared/messages/geocode';
import { gymPlacementMessages } from '../../src/shared/messages/geocode.web';
import { publishingMessages } from '../../src/shared/messages/publishing';
import { FAKE_PLACES } from '../fakes/geocoder-fake';
import { formatDoorCode } from '../../src/shared/domain/door-code';
import { productsResponseSchema } from '../../src/shared/contract/cart';
import { activationPath, newAccount, waitForMail } from './accounts-helpers';
import { buyByApi, shownDoorCode } from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { GOOD_CBU, GOOD_CUIL, horizontalOverflow, storedUserId } from './partners-helpers';

/** The address the owner types; the Nominatim fake (tests/fakes/geocoder-fake.ts) knows it. */
const ADDRESS = 'Av. Santa Fe 3253';
const GEOCODED = FAKE_PLACES.find((p) => p.road === 'Avenida Santa Fe' && p.houseNumber === '3253');

test.use({ viewport: { width: 390, height: 844 } });

/** Screenshot of the page, kept in the test output and, when ISSUE_SHOTS_DIR is set, there too. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snapshot(page, testInfo, name);
  const dir = process.env.ISSUE_SHOTS_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/after-${name}.png`, fullPage: true });
  }
}

/** axe is clean and nothing overflows the phone's width. */
async function fits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page, testInfo, name)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

test('an owner opens a first gym on a phone and checks a member in with the short door code', async ({
  page,
  playwright,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = newAccount('Duena');
  const gymName = `Club Palermo ${owner.name.split(' ')[1]}`;

  await test.step('sign up as an owner and activate from the mail', async () => {
    await page.goto('/register');
    await page.getByLabel('Nombre').fill(owner.name);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByLabel('Tipo de cuenta').selectOption('partner');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(activationPath(await waitForMail(owner.email)));
    await expect(page.getByText('Su cuenta ha sido activada con exito')).toBeVisible();
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Contraseña').fill(owner.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userId'))).not.toBeNull();
  const userId = await storedUserId(page);
  const profile = `/profile/partner/${encodeURIComponent(owner.name)}/${userId}`;

  await test.step('the business profile', async () => {
    await page.goto(`/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}`);
    await page.getByLabel('CBU').fill(GOOD_CBU);
    await page.getByLabel('CUIL/CUIT').fill(GOOD_CUIL);
    await page.getByLabel('Teléfono').fill('011 4321-5678');
    await fits(page, testInfo, 'business-profile');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos los datos del negocio.')).toBeVisible();
    // Shown as people read them: the CUIT with its hyphens, the phone in the national format.
    const data = page.getByTestId('partner-data');
    await expect(data).toContainText('20-12345678-6');
    await expect(data).toContainText('011 4321-5678');
    await shot(page, testInfo, 'business-data');
  });

  let gymId = '';
  await test.step('a first gym with the price written as in Argentina', async () => {
    await page.goto(profile);
    await page.getByRole('link', { name: myGymsMessages.newGym }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo gimnasio' })).toBeVisible();
    await page.getByLabel('Nombre del gimnasio').fill(gymName);
    const price = page.getByLabel('Precio mensual (ARS)');
    await price.fill('30000');
    await price.blur();
    // Written back as es-AR writes it once the field is left.
    await expect(price).toHaveValue('30.000');
    await price.fill('$ 30.000');
    // Before the address, the form says it will place it; nothing is taken from the map's start.
    const note = page.getByTestId('placement-note');
    await expect(note).toHaveText(gymPlacementMessages.askAddress);
    // An address the geocoder does not know: the pin is asked for, and the gym is not saved where the
    // map happened to start.
    await page.getByLabel('Dirección').fill('Calle Que No Existe 123');
    await page.getByLabel('Dirección').blur();
    await expect(note).toHaveText(gymPlacementMessages.notFound);
    await page.getByRole('button', { name: 'Crear gimnasio' }).click();
    await expect(page.getByText(geocodeMessages.pinRequired).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo gimnasio' })).toBeVisible();
    await page.getByLabel('Dirección').fill(ADDRESS);
    await page.getByLabel('Dirección').blur();
    // The address is geocoded by the fake: the pin and the coordinates move there, the note names it.
    await expect(note).toHaveText(gymPlacementMessages.found('Avenida Santa Fe 3253, Palermo'));
    await expect(page.getByLabel('Latitud')).toHaveValue(String(GEOCODED?.lat));
    await expect(page.getByLabel('Longitud')).toHaveValue(String(GEOCODED?.lon));
    await fits(page, testInfo, 'gym-form');
    await shot(page, testInfo, 'gym-form-price');
    await page.getByRole('button', { name: 'Crear gimnasio' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
    const row = page.getByTestId('my-gym').filter({ hasText: gymName });
    await expect(row).toContainText(/\$\s30\.000 \/ mes/);
    gymId = (await row.getAttribute('data-gym-id')) ?? '';
    expect(gymId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(row.getByTestId('gym-services')).toContainText('Sin servicios todavía');
    // Not in the searches yet: the checklist names what is missing, and there is nothing to publish.
    await expect(page.getByText(publishingMessages.created(gymName))).toBeVisible();
    await expect(row.getByTestId('gym-state')).toHaveText('Inactivo');
    const checklist = row.getByTestId('publish-checklist');
    await expect(checklist).toContainText(publishingMessages.checklistTitle(gymName));
    await expect(row.getByTestId('publish-step-data')).toHaveText(
      `${publishingMessages.done} ${publishingMessages.stepData}`,
    );
    await expect(row.getByTestId('publish-step-service')).toHaveText(
      `${publishingMessages.missing} ${publishingMessages.stepService} · ${publishingMessages.addService}`,
    );
    await expect(row.getByRole('button', { name: publishingMessages.publishLabel(gymName) })).toHaveCount(0);
    await fits(page, testInfo, 'publish-checklist');
    await shot(page, testInfo, 'publish-checklist');
  });

  await test.step('a service; the card names it; the plan change replaces "Nuevo gimnasio"', async () => {
    const row = page.getByTestId('my-gym').filter({ hasText: gymName });
    await row.getByRole('link', { name: `Agregar un servicio a ${gymName}` }).click();
    await page.getByLabel('Nombre del servicio').fill('Funcional');
    await page.getByLabel('Duración (minutos)').fill('50');
    await page.getByLabel('Precio (ARS)').fill('5.000');
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    await expect(page.getByText(`Agregamos Funcional a ${gymName}.`)).toBeVisible();
    await expect(row.getByTestId('gym-services')).toContainText('Funcional');
    // Nothing missing now: "Publicar" puts it in the searches.
    await expect(row.getByTestId('publish-step-service')).toHaveText(
      `${publishingMessages.done} ${publishingMessages.stepService}`,
    );
    await row.getByRole('button', { name: publishingMessages.publishLabel(gymName) }).click();
    await expect(page.getByText(publishingMessages.published(gymName))).toBeVisible();
    await expect(row.getByTestId('gym-state')).toHaveText('Activo');
    await expect(row.getByTestId('publish-checklist')).toHaveCount(0);
    await expect(page.getByTestId('plan-full')).toContainText(myGymsMessages.planFull);
    await expect(page.getByRole('link', { name: myGymsMessages.newGym })).toHaveCount(0);
    await fits(page, testInfo, 'owner-profile');
    await shot(page, testInfo, 'owner-profile');
  });

  await test.step('the owner’s screens fit a narrower phone, 375 px, too', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of [
      `/profile/partner/${encodeURIComponent(owner.name)}/${userId}`,
      `/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}`,
      `/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}/${gymId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await expect(page.getByLabel('Nombre del gimnasio')).toHaveValue(gymName);
    await shot(page, testInfo, 'gym-edit-375');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/profile/partner/${encodeURIComponent(owner.name)}/${userId}`);
  });

  await test.step('a sale, and the member checked in with the short door code', async () => {
    const answer = await request.get(`/api/products/gym/${gymId}`);
    expect(answer.status()).toBe(200);
    const { products } = productsResponseSchema.parse(await answer.json());
    const funcional = products.find((p) => p.name === 'Funcional');
    if (!funcional) throw new Error('the gym does not sell Funcional');
    const bought = await buyByApi(playwright, request, baseURL ?? '', 'Socio', [funcional._id]);
    const pass = bought.lines.find((l) => l.productId === funcional._id)?.pass;
    if (!pass) throw new Error('no pass');
    // The code rotates with the QR (ADR 0036): the one the member's phone shows now.
    const doorCode = await shownDoorCode(playwright, baseURL ?? '', bought.account, pass);
    expect(doorCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    await page.goto(`${profile}/checkin`);
    await expect(page.getByRole('heading', { level: 1, name: checkinPageMessages.title })).toBeVisible();
    // Typed as read aloud at the counter: lower case, with its hyphen.
    await page.getByLabel(checkinPageMessages.codeLabel).fill(formatDoorCode(doorCode).toLowerCase());
    await page.getByRole('button', { name: checkinPageMessages.submit }).click();
    const result = page.getByTestId('checkin-result');
    await expect(result).toHaveAttribute('data-admitted', 'true');
    await expect(result).toContainText(checkinPageMessages.admitted);
    await fits(page, testInfo, 'checkin');
    await shot(page, testInfo, 'checkin');
  });

  await test.step('"Mis ventas" on the phone: a card per sale, a chart with its legend and one money format', async () => {
    await page.goto(`${profile}/sales`);
    await expect(page.getByRole('heading', { level: 1, name: salesPageMessages.title })).toBeVisible();
    const cards = page.getByTestId('sale-card');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('sales-table')).toBeHidden();
    const card = cards.first();
    await expect(card).toContainText('Funcional');
    await expect(card).toContainText(/\$\s5\.000(?!,\d)/);
    // The day and time in Buenos Aires, as es-AR writes them.
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    const chart = page.getByTestId('sales-by-month');
    await expect(chart.locator('.recharts-legend-item-text')).toHaveText([
      salesPageMessages.grossShort,
      salesPageMessages.netShort,
    ]);
    // Every axis number in the one money format: "$ 5.000", never "5 mil" or "7,5 K".
    const tickTexts = () => chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    await expect
      .poll(async () => (await tickTexts()).filter((t) => t.includes('$')).length)
      .toBeGreaterThan(1);
    const ticks = await tickTexts();
    for (const tick of ticks.filter((t) => t.includes('$'))) expect(tick).toMatch(/^\$\s\d{1,3}(\.\d{3})*$/);
    for (const tick of ticks) expect(tick).not.toMatch(/\d\s?(mil|k|K)\b/);
    await fits(page, testInfo, 'sales');
    await shot(page, testInfo, 'sales');
  });

  await test.step('the gym detail says there is no contact yet instead of an empty card', async () => {
    await page.goto(`/detail/gym/${gymId}`);
    await expect(page.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
    await expect(page.getByTestId('no-contact')).toHaveText(gymDetailMessages.noContact);
    await fits(page, testInfo, 'gym-detail');
    await shot(page, testInfo, 'gym-detail');
  });
});
