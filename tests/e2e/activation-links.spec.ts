/**
 * Activation links tell the truth in the browser (ADR 0021; SPEC §2 activation screen): a member who
 * registers twice and opens the first mail is told that link was replaced (not "ya está activa"),
 * asks for a new link, activates from it and signs in with her password.
 */
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { activationPath, newAccount, registerByUi, signInByUi, waitForMail } from './accounts-helpers';

test('register twice, the first link says it was replaced, resend, activate, sign in', async ({
  page,
}, testInfo) => {
  const account = newAccount('Lucia');
  await registerByUi(page, account);
  await registerByUi(page, account);
  const first = activationPath(await waitForMail(account.email, 1));
  const second = activationPath(await waitForMail(account.email, 2));
  expect(second).not.toBe(first);

  // The first mail's link: the true message and the way forward, never "ya está activa".
  await page.goto(first);
  await expect(
    page.getByText('Este enlace ya no es válido: te enviamos uno más nuevo. Revisá tu correo o pedí otro.'),
  ).toBeVisible();
  await expect(page.getByText('Tu cuenta ya está activa')).toHaveCount(0);
  await snapshot(page, testInfo, 'superseded-link');
  expect(await seriousViolations(page, testInfo, 'superseded-link')).toEqual([]);

  // Ask for another link.
  await page.getByRole('button', { name: 'Enviarme un nuevo enlace' }).click();
  await expect(page.getByText('te enviamos un nuevo enlace de activación')).toBeVisible();
  const third = activationPath(await waitForMail(account.email, 3));
  expect(third).not.toBe(second);

  // The newest link activates; the one before it now says it was replaced too.
  await page.goto(second);
  await expect(page.getByText('Este enlace ya no es válido: te enviamos uno más nuevo.')).toBeVisible();
  await page.goto(third);
  await expect(page.getByText('Su cuenta ha sido activada con exito')).toBeVisible();
  await snapshot(page, testInfo, 'activated');

  // Any of her links now says, truly, that the account is active, and offers to sign in.
  await page.goto(first);
  await expect(page.getByText('Tu cuenta ya está activa. Podés iniciar sesión.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInByUi(page, account);
  await expect(page.getByText(`Bienvenido ${account.name} !`)).toBeVisible();
});
