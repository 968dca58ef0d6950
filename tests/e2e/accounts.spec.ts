/**
 * Accounts in the browser (SPEC §2, §4, §5; ADR 0005): register → activation link from the outbox mail →
 * login → home → profile → a foreign userId refused → logout; the spec's messages; the inactive
 * account; the password reset by mailed code; change password; delete the account.
 */
import { randomUUID } from 'node:crypto';
import { cards, expect, seriousViolations, snapshot, test } from './fixtures';
import {
  activationPath,
  NEW_PASSWORD,
  newAccount,
  registerByApi,
  registerByUi,
  resetCode,
  signInByUi,
  storageKeys,
  waitForMail,
  mainNav,
  followNav,
  signOutByUi,
} from './accounts-helpers';

test.describe('accounts', () => {
  test('register, activate from the mail, log in, home, profile, foreign URL refused, logout', async ({
    page,
  }, testInfo) => {
    const account = newAccount('Ana');
    await page.goto('/');
    await followNav(page, 'Prueba gratis');
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Nombre').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByLabel('Tipo de cuenta').selectOption('user');
    // Hold the answer a little so the processing text can be seen.
    await page.route('**/api/service/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Estamos procesando su solicitud!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Te enviamos un mensaje con el enlace para activar tu cuenta')).toBeVisible();

    // Activation from the outbox mail.
    const link = activationPath(await waitForMail(account.email));
    await page.goto(link);
    await expect(page.getByText('Su cuenta ha sido activada con exito')).toBeVisible();
    await snapshot(page, testInfo, 'activated');
    await page.getByRole('main').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Log in.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/user/${encodeURIComponent(account.name)}/[0-9a-f-]{36}$`));
    await expect(page.getByText(`Bienvenido ${account.name} !`)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Prueba gratis' })).toHaveCount(0);
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).toMatchObject({ name: account.name, type: 'user', email: account.email });
    expect(stored.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(stored.latitude)).not.toBeNaN();
    expect(Number(stored.longitude)).not.toBeNaN();
    const userId = stored.userId ?? '';
    await snapshot(page, testInfo, 'home');
    expect(await seriousViolations(page, testInfo, 'home')).toEqual([]);

    // Profile.
    await followNav(page, 'Mi perfil');
    await expect(page).toHaveURL(new RegExp(`/profile/user/[^/]+/${userId}$`));
    await expect(page.getByRole('main')).toContainText(account.email);
    await expect(page.getByRole('main')).toContainText('Usuario Final');
    expect(await seriousViolations(page, testInfo, 'profile')).toEqual([]);
    await expect(page.getByRole('link', { name: 'Cambiar la contraseña' })).toHaveAttribute(
      'href',
      `/updatepassword/${userId}`,
    );

    // The free-trial path for a signed-in user.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${account.name} ya estas registrado!`);

    // A URL with someone else's userId is refused: back to the own home with a notice.
    await page.goto(`/home/user/Otro/${randomUUID()}`);
    await expect(page.getByText('Esa dirección es de otra cuenta')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/home/user/[^/]+/${userId}$`));

    // Logout clears all browser storage and goes to /.
    await signOutByUi(page);
    await expect(mainNav(page).getByRole('link', { name: 'Prueba gratis' })).toBeVisible();
    expect(await storageKeys(page)).toEqual([]);
    // The server session is gone too.
    expect((await page.request.get(`/api/user/profile/${userId}`)).status()).toBe(401);
    await page.goto(`/profile/user/x/${userId}`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register shows the spec messages in order and blocks submit while one shows', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Por favor complete todos los campos')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Crear cuenta' });
    await expect(submit).toBeDisabled();

    const name = page.getByLabel('Nombre');
    await name.fill('Al');
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await name.fill('1Alberto');
    await expect(page.getByText('El nombre debe contener letras')).toBeVisible();
    await name.fill('Alberto');
    await expect(page.getByText('El nombre debe contener letras')).toBeHidden();

    const email = page.getByLabel('Email');
    await email.fill('ab');
    await expect(page.getByText('El Email es requerido')).toBeVisible();
    await email.fill('abc');
    await expect(page.getByText('Email invalido')).toBeVisible();
    await email.fill('alberto@example.com');

    const password = page.getByLabel('Contraseña');
    await password.fill('a');
    await expect(page.getByText('Necesita introducir una contraseña')).toBeVisible();
    await password.fill('ab');
    await expect(page.getByText('La constraseña debe tener un mínimo de tres caracteres')).toBeVisible();
    await password.fill('abc');
    await expect(page.getByText('Recuerde seleccionar el tipo de usuario')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await password.fill('password');
    // SPEC §1: the types are shown by their names, sent by their values.
    const typeSelect = page.getByLabel('Tipo de cuenta');
    await expect(typeSelect.locator('option[value="user"]')).toHaveText('Usuario Final');
    await expect(typeSelect.locator('option[value="partner"]')).toHaveText('Cliente Empresa');
    await page.getByLabel('Tipo de cuenta').selectOption('partner');
    await expect(submit).toBeEnabled();
    // The server's rule: a common password is refused with its message on the field.
    await submit.click();
    await expect(page.getByText('Esa contraseña es de las más usadas')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  test('an e-mail already in use answers like a new one (no account enumeration, ADR 0010)', async ({
    page,
    request,
  }) => {
    const account = newAccount('Dup');
    await registerByApi(request, account, { activate: false });
    await registerByUi(page, account);
    await expect(page.getByText('Te enviamos un mensaje con el enlace para activar tu cuenta')).toBeVisible();
  });

  test('login: missing fields, wrong password, inactive account with a new link', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('No olvide introducir su email')).toBeVisible();
    await expect(page.getByText('No olvide introducir su contraseña')).toBeVisible();

    const active = newAccount('Beto');
    await registerByApi(request, active);
    await page.getByLabel('Email').fill(active.email);
    await page.getByLabel('Contraseña').fill('No-Es-La-Clave-123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toContainText('Email o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);

    const inactive = newAccount('Caro');
    await registerByApi(request, inactive, { activate: false });
    await page.getByLabel('Email').fill(inactive.email);
    await page.getByLabel('Contraseña').fill(inactive.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Cuenta inactiva, verifiación de email pendiente')).toBeVisible();
    await page.getByRole('button', { name: 'Enviarme un nuevo enlace de activación' }).click();
    await expect(page.getByText('te enviamos un nuevo enlace de activación')).toBeVisible();
    expect(await storageKeys(page)).toEqual([]);
  });

  test('a used activation link shows the server message', async ({ page, request }) => {
    const account = newAccount('Dani');
    await registerByApi(request, account);
    await page.goto(activationPath(await waitForMail(account.email)));
    await expect(page.getByText('Tu cuenta ya está activa')).toBeVisible();
    await page.goto('/activation/short/abc');
    await expect(page.getByText('El enlace de activación está incompleto')).toBeVisible();
  });

  test('reset the password with the mailed code, then log in with the new one', async ({ page, request }) => {
    const account = newAccount('Eva');
    await registerByApi(request, account);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    const incomplete = page.getByText('Campos incompletos');
    await expect(incomplete).toBeVisible();
    await expect(incomplete).toBeHidden({ timeout: 5_000 });

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar el código' }).click();
    await expect(page.getByLabel('Código de seguridad')).toBeVisible();
    const code = resetCode(await waitForMail(account.email, 2));

    await page.getByLabel('Código de seguridad').fill(code);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repetí la nueva contraseña').fill('otra-cosa-distinta');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.getByText('Verifique que la informacion ingresada sea correcta')).toBeVisible();
    await page.getByLabel('Repetí la nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Tu contraseña se restableció')).toBeVisible();
    await signInByUi(page, { email: account.email, password: NEW_PASSWORD });
  });

  test('change the password, then delete the account after a confirmation that names the consequences', async ({
    page,
    request,
  }) => {
    const account = newAccount('Fede');
    await registerByApi(request, account);
    await signInByUi(page, account);
    await followNav(page, 'Mi perfil');
    await page.getByRole('link', { name: 'Cambiar la contraseña' }).click();
    await expect(page).toHaveURL(/\/updatepassword\//);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.getByText('Verifique los datos del formulario')).toBeVisible();
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repetí la nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInByUi(page, { email: account.email, password: NEW_PASSWORD });
    const userId = await page.evaluate(() => window.localStorage.getItem('userId'));
    await page.goto(`/deactivate/${userId}`);
    await page.getByLabel('Contraseña').fill('x');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(
      page.getByText('Necesita introducir su contraseña para continuar con el proceso'),
    ).toBeVisible();
    await page.getByLabel('Contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();

    // A confirmation names the consequences; "No, conservarla" keeps the account.
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('tus favoritos y tu carrito');
    await expect(dialog).toContainText('Tus compras y tus pases dejan de estar a tu nombre');
    await expect(dialog).toContainText('No se puede deshacer.');
    await dialog.getByRole('button', { name: 'No, conservarla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/deactivate\//);
    expect((await page.request.get(`/api/user/profile/${userId}`)).status()).toBe(200);

    // Confirmed, it goes.
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Eliminamos tu cuenta')).toBeVisible();
    expect(await storageKeys(page)).toEqual([]);
  });

  test('a cross-site form post is refused', async ({ request }) => {
    const response = await request.post('/api/service/login', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      form: { username: 'alguien@example.com', password: 'lo-que-sea-123' },
    });
    expect(response.status()).toBe(403);
  });

  test('signed-in screens send visitors to login', async ({ page }) => {
    await page.goto(`/home/user/Nadie/${randomUUID()}`);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('accounts at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('login and register fit the screen', async ({ page }, testInfo) => {
    for (const path of ['/login', '/register', '/resetpassword']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await snapshot(page, testInfo, `mobile-${path.slice(1)}`);
    }
  });
});
