/**
 * A gym owner in Brasil on a phone (390 × 844; ADR 0054): she signs up, picks Brasil in the business
 * profile (the identifier fields become CPF/CNPJ, switched with the keyboard), is refused a CNPJ whose
 * check digits are wrong with its own message, saves an alphanumeric CNPJ and a São Paulo phone, and
 * creates a gym whose country is already Brasil: its address is looked up in Brasil (the Nominatim fake
 * answers Avenida Paulista 1578), and the gym is stored in Brasil in São Paulo's zone. axe stays clean and
 * nothing overflows the phone's width on every screen.
 */
import type { Page, TestInfo } from '@playwright/test';
import { myGymsMessages } from '../../src/shared/messages';
import { gymPlacementMessages } from '../../src/shared/messages/geocode.web';
import {
  gymCountryFormMessages,
  partnerCountryFormMessages as c,
} from '../../src/shared/messages/partners-countries.web';
import { taxIdMessages } from '../../src/shared/messages/tax-ids';
import { FAKE_PLACES } from '../fakes/geocoder-fake';
import { activationPath, newAccount, waitForMail } from './accounts-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, storedUserId } from './partners-helpers';

const PAULISTA = FAKE_PLACES.find((p) => p.road === 'Avenida Paulista');

test.use({ viewport: { width: 390, height: 844 } });

/** axe is clean and nothing overflows the phone's width. */
async function fits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page, testInfo, name)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

test('an owner in São Paulo gives her CNPJ and opens a gym in Brasil on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newAccount('Dona');
  const gymName = `Academia Paulista ${owner.name.split(' ')[1]}`;

  await test.step('sign up as an owner, activate, sign in', async () => {
    await page.goto('/register');
    await page.getByLabel('Nombre').fill(owner.name);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByLabel('Tipo de cuenta').selectOption('partner');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(activationPath(await waitForMail(owner.email)));
    await expect(page.getByText('Su cuenta ha sido activada con exito')).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userId'))).not.toBeNull();
  });
  const userId = await storedUserId(page);

  await test.step('the business profile in Brasil: CPF or CNPJ, a wrong CNPJ refused, an alphanumeric one saved', async () => {
    await page.goto(`/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}`);
    // Argentina's fields until another country is picked.
    await expect(page.getByLabel('CBU')).toBeVisible();
    await page.getByLabel(c.country).selectOption('BR');
    await expect(page.getByLabel('CBU')).toHaveCount(0);
    await expect(page.getByLabel('CUIL/CUIT')).toHaveCount(0);
    await expect(page.getByText(c.brNoBankKey)).toBeVisible();
    const kinds = page.getByRole('group', { name: c.brTaxIdKind });
    const cnpj = kinds.getByRole('radio', { name: c.cnpjOption });
    await expect(cnpj).toBeChecked();
    // The kind is chosen with the keyboard too: the arrows move between the two radios.
    await cnpj.focus();
    await page.keyboard.press('ArrowRight');
    await expect(kinds.getByRole('radio', { name: c.cpfOption })).toBeChecked();
    await expect(page.getByLabel(c.cpf, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(cnpj).toBeChecked();
    const number = page.getByLabel(c.cnpj, { exact: true });
    await number.fill('12.ABC.345/01DE-36');
    await number.blur();
    await expect(page.getByText(taxIdMessages.BR.cnpj.checkDigit)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await fits(page, testInfo, 'business-profile-brasil-error');
    await number.fill('12.ABC.345/01DE-35');
    await page.getByLabel('Teléfono').fill('(11) 91234-5678');
    await fits(page, testInfo, 'business-profile-brasil');
    await snapshot(page, testInfo, 'business-profile-brasil');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos los datos del negocio.')).toBeVisible();
    const data = page.getByTestId('partner-data');
    await expect(data).toContainText('Brasil');
    await expect(data).toContainText('12.ABC.345/01DE-35');
    await expect(data).toContainText('(11) 91234-5678');
    await expect(page.getByText(c.missingPayout.BR)).toHaveCount(0);
  });

  await test.step('a gym in São Paulo: the country is already Brasil, the address found there', async () => {
    await page.getByRole('link', { name: myGymsMessages.newGym }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo gimnasio' })).toBeVisible();
    await expect(page.getByLabel(gymCountryFormMessages.country)).toHaveValue('BR');
    await page.getByLabel('Nombre del gimnasio').fill(gymName);
    await page.getByLabel(/^Precio mensual/).fill('150');
    const address = page.getByLabel('Dirección');
    await address.fill('Av. Paulista 1578');
    await address.blur();
    await expect(page.getByTestId('placement-note')).toHaveText(
      gymPlacementMessages.found('Avenida Paulista 1578, Bela Vista'),
    );
    await expect(page.getByLabel('Latitud')).toHaveValue(String(PAULISTA?.lat));
    await expect(page.getByLabel('Longitud')).toHaveValue(String(PAULISTA?.lon));
    await page.getByLabel('Teléfono').fill('(11) 3251-5644');
    await fits(page, testInfo, 'gym-form-brasil');
    await snapshot(page, testInfo, 'gym-form-brasil');
    await page.getByRole('button', { name: 'Crear gimnasio' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
    const row = page.getByTestId('my-gym').filter({ hasText: gymName });
    await expect(row).toBeVisible();
    await fits(page, testInfo, 'owner-profile-brasil');
  });

  await test.step('the gym is in Brasil, in São Paulo’s zone', async () => {
    const mine = await page.request.get(`/api/partner/gyms/mygyms/${userId}`);
    expect(mine.status()).toBe(200);
    const { gyms } = (await mine.json()) as {
      gyms: { name: string; country: string; timeZone: string; phone: string }[];
    };
    expect(gyms.find((g) => g.name === gymName)).toMatchObject({
      country: 'BR',
      timeZone: 'America/Sao_Paulo',
      phone: '+551132515644',
    });
  });
});
