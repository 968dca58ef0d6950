/**
 * Helpers of the administration e2e test: the administrator's second factor computed from the secret
 * the set-up screen shows (RFC 6238, with the `otpauth` library the server uses), and a partner's bank
 * data set through the partner API, and the administrator's sign-in with the second factor for spec
 * files after admin.spec.ts (the secret is kept in the run's data folder), and the console's section
 * navigation and list search. The administrator itself: ./admin-account.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../src/shared/constants/mfa';
import { adminSectionLabels, adminShellMessages } from '../../src/shared/messages/admin.web';
import { adminMfaMessages } from '../../src/shared/messages/mfa.web';
import { E2E_ADMIN } from './admin-account';
import { GOOD_CBU, GOOD_CUIL } from './partners-helpers';

export { E2E_ADMIN } from './admin-account';

/** The code an authenticator app shows now for `secret` (base32). */
export function totpCode(secret: string): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).generate();
}

/** Gives the partner of `partner` (its API session) a CBU and a CUIT, as the profile form would. */
export async function setBankData(
  partner: APIRequestContext,
  account: { name: string },
  partnerId: string,
): Promise<void> {
  const saved = await partner.put(`/api/partner/profile/edit/${partnerId}`, {
    data: {
      id: partnerId,
      name: account.name,
      lastName: '',
      email: '',
      phone: '',
      cbu: GOOD_CBU,
      cuil: GOOD_CUIL,
      socialNetworks: {},
    },
  });
  expect(saved.status()).toBe(200);
}

/** Where the run's administrator second-factor secret is kept between spec files (the run's data folder). */
const secretFile = () => path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-admin-totp-secret');

/** Keeps the administrator's second-factor secret for later spec files of the same run. */
export function rememberAdminSecret(secret: string): void {
  writeFileSync(secretFile(), secret);
}

/**
 * Signs the e2e administrator in through the screens and passes the second factor: sets it up when the
 * run has none yet (remembering the secret), else types the current code of the remembered secret (once
 * more in the next 30-second step when the server refuses a code already used). Ends on the admin home.
 */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/segundo-factor$/);
  const setup = page.getByRole('heading', { level: 1, name: adminMfaMessages.setupTitle });
  const verify = page.getByRole('heading', { level: 1, name: adminMfaMessages.verifyTitle });
  await expect(setup.or(verify)).toBeVisible();
  if (await setup.isVisible()) {
    const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
    rememberAdminSecret(secret);
    await page.getByLabel(adminMfaMessages.code).fill(totpCode(secret));
    await page.getByRole('button', { name: adminMfaMessages.confirm }).click();
    await page.getByRole('button', { name: adminMfaMessages.saved }).click();
  } else {
    const secret = readFileSync(secretFile(), 'utf8').trim();
    const first = totpCode(secret);
    await page.getByLabel(adminMfaMessages.code).fill(first);
    await page.getByRole('button', { name: adminMfaMessages.verify }).click();
    const home = page.waitForURL(/\/home\/admin\//, { timeout: 5_000 }).then(() => true);
    if (!(await home.catch(() => false))) {
      await expect.poll(() => totpCode(secret), { timeout: 35_000, intervals: [1_000] }).not.toBe(first);
      await page.getByLabel(adminMfaMessages.code).fill(totpCode(secret));
      await page.getByRole('button', { name: adminMfaMessages.verify }).click();
    }
  }
  await expect(page).toHaveURL(/\/home\/admin\/[^/]+\/[^/]+$/);
}

const sections = (page: Page) => page.getByRole('navigation', { name: adminShellMessages.navLabel });

/** Opens a console section from its navigation and waits for its heading. */
export async function openSection(page: Page, section: keyof typeof adminSectionLabels): Promise<void> {
  await sections(page).getByRole('link', { name: adminSectionLabels[section], exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: adminSectionLabels[section] })).toBeVisible();
}

/** Searches the open console list for `text`. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Buscar', exact: true }).click();
}
