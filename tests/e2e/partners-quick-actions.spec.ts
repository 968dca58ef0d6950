/**
 * A partner's quick actions on "Mis gimnasios" (SPEC §2 partner routes, §3 "Partner"; ADR 0026 §3): a gym
 * deactivated and published again, the free plan's one-gym limit (the plan change offered, a second gym
 * refused with the plan's message, a photo over 5 MB refused before it is sent), a service edited and
 * deleted (the published gym's last priced service stays), and the gym deleted after a confirmation.
 */
import { expect, OBELISCO, seriousViolations, snapshot, test } from './fixtures';
import { newAccount, registerByApi } from './accounts-helpers';
import { publishingMessages } from '../../src/shared/messages/publishing';
import { publishedGymByApi, signInAs } from './partners-helpers';

test.describe('partners', () => {
  test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

  test('quick actions: deactivate and reactivate, plan limit, edit and delete a service, delete a gym', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const partner = newAccount('Gestor');
    await registerByApi(request, partner, { type: 'partner' });
    const userId = await signInAs(page, partner, 'partner');
    const gymName = `Club Quick ${partner.name.split(' ')[1]}`;
    const gymId = await publishedGymByApi(
      page,
      { name: gymName, price: 18000, address: 'Av. Rivadavia 5000', latitude: -34.619, longitude: -58.44 },
      { name: 'Spinning', duration: 50, price: 4000 },
    );

    await page.goto(`/profile/partner/${encodeURIComponent(partner.name)}/${userId}`);
    const row = page.getByTestId('my-gym').filter({ hasText: gymName });
    await expect(row.getByTestId('gym-state')).toHaveText('Activo');

    // Deactivate, then publish again from the checklist (it still sells Spinning).
    await row.getByRole('button', { name: `Desactivar ${gymName}` }).click();
    await expect(row.getByTestId('gym-state')).toHaveText('Inactivo');
    await expect(page.getByText(`${gymName} quedó inactivo: ya no aparece en las búsquedas.`)).toBeVisible();
    expect((await request.get(`/api/partner/gyms/gymbyid/${gymId}`)).status()).toBe(404);
    await expect(row.getByTestId('publish-step-service')).toHaveAttribute('data-done', 'true');
    await row.getByRole('button', { name: `Publicar ${gymName}` }).click();
    await expect(page.getByText(`Publicamos ${gymName}. Ya aparece en las búsquedas.`)).toBeVisible();
    await expect(row.getByTestId('gym-state')).toHaveText('Activo');
    expect((await request.get(`/api/partner/gyms/gymbyid/${gymId}`)).status()).toBe(200);

    // The free plan allows one gym: the profile offers the plan change instead of "Nuevo gimnasio", and a
    // second gym reached by its address is refused with the plan's message.
    await expect(page.getByTestId('plan-full')).toContainText('Llegaste al límite de gimnasios de tu plan.');
    await expect(page.getByRole('link', { name: 'Nuevo gimnasio' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Cambiar de plan para sumar otro' }).click();
    await expect(page.getByRole('heading', { name: 'Tu plan' })).toBeInViewport();
    await page.goto(`/profile/partner/${encodeURIComponent(partner.name)}/${userId}/gym`);
    await page.getByLabel('Nombre del gimnasio').fill(`${gymName} 2`);
    await page.getByLabel('Precio mensual (ARS)').fill('1000');
    // An address the geocoder fake knows: the form places the gym there (ADR 0026 §2).
    await page.getByLabel('Dirección').fill('Av. Corrientes 1234');
    // A photo over 5 MB is refused before it is sent, with the server's message.
    await page.getByTestId('photo-input').setInputFiles({
      name: 'enorme.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(
      page.getByText('enorme.jpg: La imagen pesa más de 5 MB. Elegí una más liviana.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Crear gimnasio' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Tu plan Gratis permite hasta 1 gimnasio' }),
    ).toBeVisible();
    await snapshot(page, testInfo, 'plan-limit');
    await page.getByRole('link', { name: 'Cancelar' }).click();

    // Edit the service from the gym's list of services, then delete it.
    await row.getByTestId('gym-services').click();
    await row.getByRole('link', { name: 'Editar el servicio Spinning' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/partner\/.+\/gym\/service\?gym=.+&service=.+$/);
    await expect(page.getByLabel('Nombre del servicio')).toHaveValue('Spinning');
    await expect(page.getByLabel('Duración (minutos)')).toHaveValue('50');
    await page.getByLabel('Duración (minutos)').fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('La duración tiene que ser un número entero de minutos entre 5 y 600.'),
    ).toBeVisible();
    await page.getByLabel('Duración (minutos)').fill('55');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos Spinning.')).toBeVisible();
    await row.getByTestId('gym-services').click();
    await row.getByRole('link', { name: 'Editar el servicio Spinning' }).click();
    await expect(page.getByLabel('Duración (minutos)')).toHaveValue('55');
    await page.getByRole('button', { name: 'Eliminar servicio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar el servicio' });
    await expect(dialog).toContainText('¿Seguro que querés eliminar Spinning?');
    expect(await seriousViolations(page, testInfo, 'service-delete-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    // The published gym's only priced service stays (ADR 0026 §3): unpublished first, it can go.
    await expect(dialog).toContainText(publishingMessages.lastPricedService(gymName));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto(`/profile/partner/${encodeURIComponent(partner.name)}/${userId}`);
    await row.getByRole('button', { name: `Desactivar ${gymName}` }).click();
    await expect(row.getByTestId('gym-state')).toHaveText('Inactivo');
    await row.getByTestId('gym-services').click();
    await row.getByRole('link', { name: 'Editar el servicio Spinning' }).click();
    await page.getByRole('button', { name: 'Eliminar servicio' }).click();
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText('Eliminamos Spinning.')).toBeVisible();
    await expect(row.getByTestId('gym-services')).toHaveText('Servicios: Sin servicios todavía');

    // Delete the gym: a confirmation first; Escape cancels it.
    await row.getByRole('button', { name: `Eliminar ${gymName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar el gimnasio' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await row.getByRole('button', { name: `Eliminar ${gymName}` }).click();
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText(`Eliminamos ${gymName}.`)).toBeVisible();
    await expect(page.getByText('Todavía no cargaste gimnasios')).toBeVisible();
    expect((await request.get(`/api/partner/gyms/gymbyid/${gymId}`)).status()).toBe(404);
  });
});
