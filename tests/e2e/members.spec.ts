/**
 * Members in the browser (SPEC §2 user form and profile, §4 favourite toggle): a member picks an avatar (the
 * URL and the top bar's Home link change), fills the user form with two health conditions and sees them kept
 * after a reload, favourites a gym from the list, finds it under "Mis favoritos", un-favourites it there, and
 * the gym's favourite count goes back. Also: the heart rolls back when the server fails, visitors see no
 * heart, and the member screens at 375 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { gymByIdResponseSchema } from '../../src/shared/contract/gyms';
import { deseasesMapResponseSchema, type HealthCondition } from '../../src/shared/contract/members';
import { newAccount, registerByApi, signInByUi, mainNav, followNav } from './accounts-helpers';
import { cards, expect, OBELISCO, seriousViolations, snapshot, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

/** The `favourite` count of a gym as the API answers it. */
async function favouriteCount(request: APIRequestContext, gymId: string): Promise<number> {
  const response = await request.get(`/api/partner/gyms/gymbyid/${gymId}`);
  expect(response.ok()).toBe(true);
  return gymByIdResponseSchema.parse(await response.json()).favourite;
}

async function conditionCatalogue(request: APIRequestContext): Promise<HealthCondition[]> {
  const response = await request.get('/api/user/all/deseasesMap');
  expect(response.ok()).toBe(true);
  return deseasesMapResponseSchema.parse(await response.json()).deseasesMap;
}

/** Signs up a fresh member, signs in through the screen, and answers the account. */
async function signedInMember(page: Page, request: APIRequestContext, prefix: string) {
  const account = newAccount(prefix);
  await registerByApi(request, account);
  await signInByUi(page, account);
  const userId = (await page.evaluate(() => window.localStorage.getItem('userId'))) ?? '';
  expect(userId).toMatch(/^[0-9a-f-]{36}$/);
  return { ...account, userId };
}

test.describe('members', () => {
  test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

  test('avatar in the URL, the user form with two health conditions, favourites on the profile', async ({
    page,
    request,
  }, testInfo) => {
    const member = await signedInMember(page, request, 'Mia');
    const name = encodeURIComponent(member.name);

    // From the profile to the user form.
    await followNav(page, 'Mi perfil');
    await expect(page).toHaveURL(new RegExp(`/profile/user/${name}/${member.userId}$`));
    await expect(main(page).getByRole('heading', { name: 'Mis favoritos' })).toBeVisible();
    await expect(main(page).getByText('Todavía no tenés gimnasios favoritos')).toBeVisible();
    await main(page).getByRole('link', { name: 'Editar mis datos' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/editprofile/user/${name}/${member.userId}$`));

    // Something typed before choosing the avatar survives the move to the …/FormUser address.
    await page.getByLabel('Apellido').fill('Ferreyra');

    // Pick an avatar with the keyboard: arrows move, Enter chooses (and saves).
    const avatars = page.getByRole('radiogroup', { name: 'Tu avatar' }).getByRole('radio');
    expect(await avatars.count()).toBeGreaterThanOrEqual(12);
    await expect(avatars.first()).toHaveAttribute('tabindex', '0');
    await avatars.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(avatars.nth(2)).toBeFocused();
    await expect(avatars.nth(2)).toHaveAttribute('aria-checked', 'false');
    const avatarId = (await avatars.nth(2).getAttribute('data-avatar-id')) ?? '';
    expect(avatarId).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/home/user/${name}/${member.userId}/${encodeURIComponent(avatarId)}/FormUser$`),
    );
    await expect(avatars.nth(2)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Exito!')).toBeVisible();
    const home = mainNav(page).getByRole('link', { name: 'Inicio' });
    await expect(home).toHaveAttribute('href', `/home/user/${name}/${member.userId}/${avatarId}`);
    expect(await page.evaluate(() => window.localStorage.getItem('avatar'))).toBe(avatarId);
    await expect(avatars.nth(2).locator('img')).toHaveJSProperty('complete', true);
    expect(
      await avatars
        .nth(2)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // The form: a client-side message first, then the whole form.
    const [first, second] = await conditionCatalogue(request);
    if (!first || !second) throw new Error('the health-condition catalogue has fewer than two entries');
    // The full name typed at sign-up ("Mia <tag>") is split: "Nombre" Mia; the surname was replaced above.
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Mia');
    await page.getByLabel('Teléfono', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(page.getByText('Ingresá un teléfono argentino válido')).toBeVisible();
    await expect(page.getByText('Revisá los campos marcados.')).toBeVisible();
    await expect(page.getByLabel('Teléfono', { exact: true })).toBeFocused();

    await expect(page.getByLabel('Apellido')).toHaveValue('Ferreyra');
    await page.getByLabel('Teléfono', { exact: true }).fill('11 2345-6789');
    await expect(page.getByText('Revisá los campos marcados.')).toBeHidden();
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-03');
    await page.getByLabel('Género').selectOption({ label: 'Femenino' });
    await page.getByLabel('Dirección').fill('Av. Corrientes 1234, Almagro');
    await page.getByLabel('Nombre del contacto').fill('Luis Ferreyra');
    await page.getByLabel('Teléfono del contacto').fill('011 4321-5678');
    const firstBox = page.getByRole('checkbox', { name: first.name, exact: true });
    await firstBox.check();
    await page.getByRole('checkbox', { name: second.name, exact: true }).check();
    await expect(firstBox).toHaveAccessibleDescription(new RegExp(first.considerations.slice(0, 20)));
    const optIn = page.getByRole('checkbox', { name: /Quiero recibir novedades/ });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByTestId('location-note')).toContainText('Vamos a guardar tu ubicación');
    expect(await seriousViolations(page, testInfo, 'member-form')).toEqual([]);
    await snapshot(page, testInfo, 'member-form');

    // Saved, the account's name is the form's "Nombre" (the surname is kept apart).
    const savedName = 'Mia';
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/user/${savedName}/${member.userId}$`));
    await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
    const health = page.getByTestId('member-health');
    await expect(health.getByRole('listitem')).toHaveText([first.name, second.name]);
    await expect(main(page)).toContainText('3 de mayo de 1990');
    await expect(main(page)).toContainText('Femenino');
    await expect(main(page)).toContainText('Luis Ferreyra');
    await expect(main(page).getByRole('img', { name: 'Avatar de Mia' })).toHaveAttribute(
      'data-avatar-id',
      avatarId,
    );
    expect(Number(await page.evaluate(() => window.localStorage.getItem('latitude')))).toBeCloseTo(
      OBELISCO.latitude,
      3,
    );

    // Reload the form: everything is kept.
    await page.goto(`/home/editprofile/user/${savedName}/${member.userId}`);
    await page.reload();
    await expect(page.getByLabel('Apellido')).toHaveValue('Ferreyra');
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1990-05-03');
    await expect(page.getByLabel('Género')).toHaveValue('femenino');
    await expect(page.getByRole('checkbox', { name: first.name, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: second.name, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Quiero recibir novedades/ })).toBeChecked();
    await expect(page.getByLabel('Teléfono del contacto')).toHaveValue(/4321/);

    // Favourite a gym from the list: the heart fills at once, the count goes up.
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/home/user/${savedName}/${member.userId}/${avatarId}$`));
    const card = cards(page).first();
    const gymId = (await card.getAttribute('data-gym-id')) ?? '';
    const gymName = (await card.getByRole('heading').textContent()) ?? '';
    const before = await favouriteCount(request, gymId);
    const heart = card.getByRole('button', { name: 'Agregar a favoritos' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const filled = card.getByRole('button', { name: 'Quitar de favoritos' });
    await expect(filled).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => favouriteCount(request, gymId)).toBe(before + 1);
    expect(await seriousViolations(page, testInfo, 'home-with-hearts')).toEqual([]);

    // The detail shows the filled heart and the new count.
    await card.getByRole('link', { name: gymName }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/gym/${gymId}$`));
    await expect(main(page).getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // "Mis favoritos" lists it; un-favourite it there and it disappears.
    await followNav(page, 'Mi perfil');
    const favourite = page.getByTestId('favourite-gym');
    await expect(favourite).toHaveCount(1);
    await expect(favourite).toHaveAttribute('data-gym-id', gymId);
    await expect(favourite.getByRole('link', { name: gymName })).toHaveAttribute(
      'href',
      `/detail/gym/${gymId}`,
    );
    expect(await seriousViolations(page, testInfo, 'member-profile')).toEqual([]);
    await snapshot(page, testInfo, 'member-profile');
    await favourite.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await expect(favourite).toHaveCount(0);
    await expect(main(page).getByText('Todavía no tenés gimnasios favoritos')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Mis favoritos' })).toBeFocused();
    await expect.poll(() => favouriteCount(request, gymId)).toBe(before);

    // Back on the list the heart is empty again.
    await home.click();
    await expect(
      cards(page)
        .and(page.locator(`[data-gym-id="${gymId}"]`))
        .getByRole('button', { name: 'Agregar a favoritos' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('the heart rolls back with a notice when the server fails', async ({ page, request }) => {
    await signedInMember(page, request, 'Rolo');
    const card = cards(page).first();
    const heart = card.getByTestId('favourite-button');
    await expect(heart).toBeEnabled();
    await page.route('**/api/user/profile/update/favourite/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Tuvimos un problema de nuestro lado.', code: 'INTERNAL' }),
      });
    });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No pudimos actualizar tus favoritos')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Agregar a favoritos');
  });

  test('visitors and partners see no heart', async ({ page, request }) => {
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('favourite-button')).toHaveCount(0);

    const partner = newAccount('Socio');
    await registerByApi(request, partner, { type: 'partner' });
    await page.goto('/login');
    await page.getByLabel('Email').fill(partner.email);
    await page.getByLabel('Contraseña').fill(partner.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // A partner lands on the own panel; "Inicio" leads to the gym list.
    await expect(page).toHaveURL(/\/profile\/partner\//);
    await followNav(page, 'Inicio');
    await expect(page).toHaveURL(/\/home\/partner\//);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('favourite-button')).toHaveCount(0);
  });
});

test.describe('members at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the user form and the profile fit the screen', async ({ page, request }, testInfo) => {
    const member = await signedInMember(page, request, 'Movil');
    const name = encodeURIComponent(member.name);
    for (const path of [
      `/home/editprofile/user/${name}/${member.userId}`,
      `/profile/user/${name}/${member.userId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const label = path.startsWith('/profile') ? 'mobile-member-profile' : 'mobile-member-form';
      expect(await seriousViolations(page, testInfo, label)).toEqual([]);
      await snapshot(page, testInfo, label);
    }
  });
});
