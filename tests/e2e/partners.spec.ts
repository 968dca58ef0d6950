/**
 * Partners in the browser (SPEC §2 partner routes, §3 "Partner", §6): a partner signs up and activates, fills
 * the business profile (a wrong CBU shows the check-digit message, a right one saves), pays a plan, creates a
 * gym with an uploaded photo and a map pin, adds two services; a member then finds the gym by distance, by
 * name and on /maps; another partner can neither open its edit form nor change it through the API.
 */
import type { Page } from '@playwright/test';
import {
  OBELISCO,
  apiGymPins,
  cards,
  expect,
  followPopupToDetail,
  seriousViolations,
  snapshot,
  test,
} from './fixtures';
import {
  activationPath,
  newAccount,
  registerByApi,
  registerByUi,
  signOutByUi,
  waitForMail,
  followNav,
} from './accounts-helpers';
import { fillCard } from './commerce-helpers';
import {
  BAD_CBU,
  GOOD_CBU,
  GOOD_CUIL,
  placePin,
  uploadPhotos,
  sameOrigin,
  signInAs,
  storedUserId,
} from './partners-helpers';
import { gymByIdResponseSchema } from '../../src/shared/contract/gyms';

/** Reserva Ecológica Costanera Sur: more than 1.5 km from every seeded club, so it sorts first. */
const SPOT = { latitude: -34.6125, longitude: -58.354 };
/** Where the member stands: about 30 m from the gym. */
const NEAR_SPOT = { latitude: -34.6127, longitude: -58.3542 };

const main = (page: Page) => page.getByRole('main');

test.describe('partners', () => {
  test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

  test('a partner publishes a gym with a photo, a pin and two services; members find it; others cannot edit it', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const partner = newAccount('Socia');
    const gymName = `Gimnasio Costanera ${partner.name.split(' ')[1]}`;

    // The spot must be clear of other gyms, so the distance order is deterministic.
    const { gyms: pinsNearSpot } = await apiGymPins(request, {
      lat: SPOT.latitude,
      lon: SPOT.longitude,
      limit: 1,
    });
    expect(pinsNearSpot[0]?.distance ?? 99).toBeGreaterThan(0.5);

    await test.step('sign up as a partner and activate from the mail', async () => {
      await registerByUi(page, partner, 'partner');
      await page.goto(activationPath(await waitForMail(partner.email)));
      await expect(page.getByText('Su cuenta ha sido activada con exito')).toBeVisible();
    });
    const userId = await signInAs(page, partner, 'partner');

    await test.step('the business profile: a wrong CBU shows the check-digit message, a right one saves', async () => {
      await followNav(page, 'Mi perfil');
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name);
      await expect(page.getByRole('heading', { name: 'Mis gimnasios' })).toBeVisible();
      await expect(page.getByText('Todavía no cargaste gimnasios')).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'partner-profile-empty')).toEqual([]);

      await page.getByRole('link', { name: 'Editar los datos del negocio' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/edit/partner/[^/]+/${userId}$`));
      const cbu = page.getByLabel('CBU');
      await cbu.fill(BAD_CBU);
      await cbu.blur();
      await expect(
        page.getByText('El CBU no es válido: revisá los dígitos (no coinciden los dígitos verificadores).'),
      ).toBeVisible();
      await expect(cbu).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Revisá los campos marcados.')).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'partner-edit-error')).toEqual([]);
      await snapshot(page, testInfo, 'partner-edit-bad-cbu');

      await cbu.fill(GOOD_CBU);
      await page.getByLabel('Apellido').fill('Gómez');
      await page.getByLabel('CUIL/CUIT').fill(GOOD_CUIL);
      await page.getByLabel('Teléfono').fill('011 4321-5678');
      await page.getByLabel('Instagram').fill('https://instagram.com/costanera');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(page.getByText('Guardamos los datos del negocio.')).toBeVisible();
      const data = page.getByTestId('partner-data');
      await expect(data).toContainText(GOOD_CBU);
      // Shown as people read them: the CUIT with its hyphens, the phone in the national format.
      await expect(data).toContainText('20-12345678-6');
      await expect(data).toContainText('011 4321-5678');
      await expect(data).toContainText('Gómez');
    });

    await test.step('choose a paid plan and pay it with the demo card', async () => {
      const plans = page.getByTestId('plan');
      await expect(plans.first()).toBeVisible();
      await expect(page.locator('[data-testid="plan"][aria-current="true"]')).toContainText('Gratis');
      const standar = plans.filter({ has: page.getByRole('heading', { name: 'Standar' }) });
      await expect(standar).toContainText('Hasta 3 gimnasios');
      await expect(standar).toContainText('$');
      // A paid plan is paid first (ADR 0017; the payment screen itself: plans.spec.ts).
      await standar.getByRole('link', { name: 'Elegir y pagar' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}/plan/standar$`));
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pagar / }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(page.getByText('¡Listo! Pagaste el plan Standar: ya está activo.')).toBeVisible();
      await expect(standar).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('plan-usage')).toHaveText('Usás 0 de 3 gimnasios de tu plan.');
    });

    let gymId = '';
    await test.step('create a gym with an uploaded photo and a pin', async () => {
      await page.getByRole('link', { name: 'Nuevo gimnasio' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}/gym$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Nuevo gimnasio' })).toBeVisible();
      await page.getByLabel('Nombre del gimnasio').fill(gymName);
      await page.getByLabel('Precio mensual (ARS)').fill('27500');
      await page.getByLabel('Dirección').fill('Av. Tristán Achával Rodríguez 1550');
      await page.getByLabel('Cantidad de entrenadores').fill('4');

      await uploadPhotos(page, testInfo);

      await placePin(page, SPOT);

      expect(await seriousViolations(page, testInfo, 'gym-form')).toEqual([]);
      await snapshot(page, testInfo, 'gym-form');
      await page.getByRole('button', { name: 'Crear gimnasio' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(
        page.getByText(`Creamos ${gymName}. Para publicarlo, agregale un servicio con precio.`),
      ).toBeVisible();
      const row = page.getByTestId('my-gym').filter({ hasText: gymName });
      await expect(row).toBeVisible();
      // Not published yet: the checklist says a service with a price is missing (ADR 0026 §3).
      await expect(row.getByTestId('gym-state')).toHaveText('Inactivo');
      await expect(row.getByTestId('publish-step-service')).toHaveAttribute('data-done', 'false');
      await expect(row.getByRole('button', { name: `Publicar ${gymName}` })).toHaveCount(0);
      await expect(row.getByRole('img', { name: `Foto de ${gymName}` })).toBeVisible();
      gymId = (await row.getAttribute('data-gym-id')) ?? '';
      expect(gymId).toMatch(/^[0-9a-f-]{36}$/);
      await expect(page.getByTestId('plan-usage')).toHaveText('Usás 1 de 3 gimnasios de tu plan.');
    });

    await test.step('add two services', async () => {
      const services = [
        { name: 'Yoga al aire libre', duration: '60', price: '6000' },
        { name: 'Entrenamiento funcional', duration: '45', price: '5500' },
      ];
      for (const service of services) {
        const row = page.getByTestId('my-gym').filter({ hasText: gymName });
        await row.getByRole('link', { name: `Agregar un servicio a ${gymName}` }).click();
        await expect(page).toHaveURL(new RegExp(`/gym/service\\?gym=${gymId}$`));
        await expect(page.getByText(`Gimnasio: ${gymName}`)).toBeVisible();
        await page.getByLabel('Nombre del servicio').fill(service.name);
        await page.getByLabel('Descripción').fill(`${service.name} frente al río.`);
        await page.getByLabel('Duración (minutos)').fill(service.duration);
        await page.getByLabel('Precio (ARS)').fill(service.price);
        if (service === services[0])
          expect(await seriousViolations(page, testInfo, 'service-form')).toEqual([]);
        await page.getByRole('button', { name: 'Agregar servicio' }).click();
        await expect(page.getByText(`Agregamos ${service.name} a ${gymName}.`)).toBeVisible();
      }
      const row = page.getByTestId('my-gym').filter({ hasText: gymName });
      // The card names the services.
      await expect(row.getByTestId('gym-services')).toContainText(
        'Entrenamiento funcional y Yoga al aire libre',
      );
      // With a priced service nothing is missing: "Publicar" puts it in the searches.
      await expect(row.getByTestId('publish-step-service')).toHaveAttribute('data-done', 'true');
      await row.getByRole('button', { name: `Publicar ${gymName}` }).click();
      await expect(page.getByText(`Publicamos ${gymName}. Ya aparece en las búsquedas.`)).toBeVisible();
      await expect(row.getByTestId('gym-state')).toHaveText('Activo');
      await expect(row.getByTestId('publish-checklist')).toHaveCount(0);
      await row.getByTestId('gym-services').click();
      await expect(row.getByRole('link', { name: 'Editar el servicio Yoga al aire libre' })).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'partner-profile')).toEqual([]);
      await snapshot(page, testInfo, 'partner-profile');
    });

    // The gym as the API shows it: the typed pin and the uploaded photo.
    const shown = gymByIdResponseSchema.parse(
      await (await request.get(`/api/partner/gyms/gymbyid/${gymId}`)).json(),
    );
    expect(Number(shown.latitude.$numberDecimal)).toBeCloseTo(SPOT.latitude, 6);
    expect(Number(shown.longitude.$numberDecimal)).toBeCloseTo(SPOT.longitude, 6);
    expect(shown.image).toHaveLength(1);
    expect(shown.services.map((s) => s.name).sort()).toEqual([
      'Entrenamiento funcional',
      'Yoga al aire libre',
    ]);
    await signOutByUi(page);

    await test.step('a member finds the gym by distance, by name and on the map', async () => {
      const member = newAccount('Miembro');
      await registerByApi(request, member);
      await context.setGeolocation(NEAR_SPOT);
      const memberId = await signInAs(page, member, 'user');
      const home = new URL(page.url()).pathname;

      // Partner screens refuse members (SPEC §6).
      await page.goto(`/profile/partner/${encodeURIComponent(member.name)}/${memberId}/gym`);
      await expect(
        page.getByText('Esa pantalla es solo para cuentas de gimnasios (Cliente Empresa).'),
      ).toBeVisible();
      await expect(page).toHaveURL(home);

      await page.goto(`${home}?sort=distance`);
      await expect(page.getByText('Distancias medidas desde tu ubicación.')).toBeVisible();
      const first = cards(page).first();
      await expect(first).toHaveAttribute('data-gym-id', gymId);
      await expect(first.getByTestId('gym-distance')).toHaveText('a 0,0 km');
      await expect(first).toContainText(gymName);

      await page.goto(home);
      await page.getByLabel('Buscar por nombre').fill(gymName);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('data-gym-id', gymId);
      await expect(cards(page).first()).toContainText('Yoga al aire libre');

      await page.goto(`/maps?name=${encodeURIComponent(gymName)}`);
      const marker = page.getByRole('button', { name: gymName, exact: true });
      await expect(marker).toBeVisible();
      await followPopupToDetail(page, marker, { name: gymName, id: gymId });
      await expect(page.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
      await expect(main(page)).toContainText('Entrenamiento funcional');
      await signOutByUi(page);
    });

    await test.step('another partner cannot edit the gym', async () => {
      const other = newAccount('Otra');
      await registerByApi(request, other, { type: 'partner' });
      const otherId = await signInAs(page, other, 'partner');
      // Signed in, a partner lands on the panel; the guard sends a foreign address to the own home.
      const otherHome = new URL(page.url()).pathname.replace(/^\/profile\//, '/home/');

      // The owner's edit URL: refused by the route guard, back to the own home.
      await page.goto(`/profile/edit/partner/${encodeURIComponent(partner.name)}/${userId}/${gymId}`);
      await expect(page.getByText('Esa dirección es de otra cuenta. Te llevamos a tu inicio.')).toBeVisible();
      await expect(page).toHaveURL(otherHome);

      // The same gym under the own account's URL: it is not among this partner's gyms.
      await page.goto(`/profile/edit/partner/${encodeURIComponent(other.name)}/${otherId}/${gymId}`);
      await expect(page.getByText('No encontramos ese gimnasio entre los tuyos.')).toBeVisible();
      await expect(page.getByLabel('Nombre del gimnasio')).toHaveCount(0);

      // The API refuses the change with 403, and the gym is unchanged.
      const refused = await page.request.put('/api/partner/gyms/gymsupdate', {
        headers: sameOrigin(page),
        data: { _id: gymId, name: 'Gimnasio tomado' },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Ese gimnasio es de otra cuenta de empresa: solo el dueño puede cambiarlo.',
      );
      const deleted = await page.request.delete(`/api/partner/gyms/gymsdelete/${gymId}`, {
        headers: sameOrigin(page),
      });
      expect(deleted.status()).toBe(403);
      const after = gymByIdResponseSchema.parse(
        await (await request.get(`/api/partner/gyms/gymbyid/${gymId}`)).json(),
      );
      expect(after.name).toBe(gymName);
      expect(await storedUserId(page)).toBe(otherId);
    });
  });
});
