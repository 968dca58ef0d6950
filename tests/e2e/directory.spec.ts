/**
 * The open-data directory from end to end (ADR 0025): the administrator uploads a CSV in "Importar datos",
 * reads the preview (a row without a name is skipped) and confirms; the gyms are on the map; a partner
 * claims one with the code mailed to the gym's address, gives it hours in the partner form, and the
 * catalogue's "Abierto ahora" finds it while it leaves out an imported gym that is never open.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminSectionLabels } from '../../src/shared/messages/admin.web';
import { claimBannerMessages as claim } from '../../src/shared/messages/claims.web';
import {
  importFormMessages as form,
  importPreviewMessages as preview,
} from '../../src/shared/messages/imports.web';
import { openingHoursFormMessages as hours } from '../../src/shared/messages/opening-hours-pages.web';
import { openingHoursWebMessages as open } from '../../src/shared/messages/opening-hours.web';
import { gymFormPageMessages as gymForm } from '../../src/shared/messages/partners.web';
import { newAccount, registerByApi, waitForMailContaining } from './accounts-helpers';
import { signInAdmin } from './admin-helpers';
import { OBELISCO, expect, test } from './fixtures';
import { signInAs } from './partners-helpers';

test.skip(
  Boolean(process.env.E2E_BASE_URL),
  'the administrator exists only on the e2e servers the suite starts itself (e2e-server.ts), not at E2E_BASE_URL',
);

test.use({ geolocation: OBELISCO, permissions: ['geolocation'] });

/** A point near the Obelisco, a few hundred metres away in a direction of this run (no duplicates between runs). */
function nearObelisco(step: number, seed: number): { lat: string; lon: string } {
  const angle = (seed % 360) * (Math.PI / 180) + step;
  const r = 0.004 + (seed % 7) * 0.001;
  return {
    lat: (OBELISCO.latitude + r * Math.sin(angle)).toFixed(6),
    lon: (OBELISCO.longitude + r * Math.cos(angle)).toFixed(6),
  };
}

/**
 * Opens the partner's form of gym `gymId`, gives it a price (open data has none) and the hours `value`
 * typed in OSM syntax under "Avanzado", and saves.
 */
async function setHoursInPartnerForm(
  page: Page,
  partner: { name: string },
  userId: string,
  gymId: string,
  gymName: string,
  value: string,
): Promise<void> {
  await page.goto(`/profile/edit/partner/${encodeURIComponent(partner.name)}/${userId}/${gymId}`);
  await expect(page.getByRole('heading', { level: 1, name: gymForm.editTitle(gymName) })).toBeVisible();
  await page.getByLabel(gymForm.price('ARS')).fill('30000');
  const advanced = page.getByLabel(hours.advancedLabel);
  if (!(await advanced.isVisible())) await page.getByRole('button', { name: hours.advanced }).click();
  await advanced.fill(value);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(gymForm.saved(gymName))).toBeVisible();
}

test('an imported gym is claimed by code, given hours, and found by "Abierto ahora"', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const seed = Date.now();
  const tag = seed.toString(36).slice(-5);
  const claimed = `Club Importado Qx${tag}`;
  const closed = `Centro Cerrado Zw${tag}`;
  const gymMail = `e2e-gym-${tag}@example.com`;
  const a = nearObelisco(0, seed);
  const b = nearObelisco(2, seed);
  const csv = [
    'nombre;latitud;longitud;direccion;email;horario',
    `${claimed};${a.lat};${a.lon};Av. Corrientes 1${tag.length}00;${gymMail};`,
    `${closed};${b.lat};${b.lon};Tucumán 900;;off`,
    `;${a.lat};${a.lon};Sin nombre 1;;`,
  ].join('\n');
  const file = testInfo.outputPath(`gimnasios-${tag}.csv`);
  await writeFile(file, csv, 'utf8');

  // The administrator uploads the file and reads the preview before anything is written.
  await signInAdmin(page);
  await page.getByRole('link', { name: adminSectionLabels.importar }).click();
  await page.getByLabel(form.file, { exact: true }).setInputFiles(file);
  await page.getByLabel(form.format).selectOption('csv');
  await page.getByLabel(form.sourceName).fill(`Relevamiento e2e ${tag}`);
  await page.getByLabel(form.licence).fill('CC BY 4.0');
  await page.getByLabel(form.attribution).fill(`© Relevamiento e2e ${tag}`);
  await page.getByRole('button', { name: form.submit }).click();
  const shown = page.getByRole('region', { name: preview.title(`gimnasios-${tag}.csv`) });
  await expect(shown).toBeVisible();
  const figures = shown.getByRole('definition');
  await expect(figures.nth(0)).toHaveText('3');
  await expect(figures.nth(1)).toHaveText('2');
  await expect(shown.getByRole('region', { name: preview.skippedTitle })).toContainText('3');
  await shown.getByRole('button', { name: preview.commit }).click();
  await expect(page.getByText(preview.committed(2, 0, 1))).toBeVisible();

  // Both gyms are on the map.
  await page.goto(`/maps?name=${encodeURIComponent(claimed)}`);
  await expect(page.getByRole('button', { name: claimed, exact: true })).toBeVisible();

  // A partner claims the first one with the code mailed to the gym's address.
  const partner = newAccount('Reclamo');
  const api = await playwright.request.newContext({ baseURL: base });
  await registerByApi(api, partner, { type: 'partner' });
  await page.context().clearCookies();
  const userId = await signInAs(page, partner, 'partner');
  const found = await api.get(`/api/partner/gyms/allgyms?name=${encodeURIComponent(claimed)}`);
  const gymId = ((await found.json()) as { gyms: { _id: string }[] }).gyms[0]?._id;
  expect(gymId).toBeTruthy();
  await page.goto(`/detail/gym/${gymId}`);
  await expect(page.getByText('Precio a consultar').first()).toBeVisible();
  await expect(page.getByText(`© Relevamiento e2e ${tag}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: claim.title })).toBeVisible();
  await page.getByRole('button', { name: claim.action }).click();
  const dialog = page.getByRole('dialog', { name: claim.dialogTitle(claimed) });
  await dialog.getByRole('button', { name: claim.send }).click();
  await expect(dialog.getByText(/Te mandamos un código a /)).toBeVisible();
  const mail = await waitForMailContaining(gymMail, claimed);
  const code = /\b(\d{6})\b/.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel(claim.code).fill(code);
  await dialog.getByRole('button', { name: claim.verify }).click();
  await expect(dialog.getByText(claim.success)).toBeVisible();

  // The partner gives it hours: open every hour of the week.
  await setHoursInPartnerForm(page, partner, userId, gymId ?? '', claimed, '24/7');

  // "Abierto ahora" finds it, and leaves out the imported gym that is never open.
  await page.goto(`/?name=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: claimed }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: closed }).first()).toBeVisible();
  await page.getByRole('switch', { name: open.openNowFilter }).check();
  await expect(page).toHaveURL(/openNow=true/);
  await expect(page.getByRole('link', { name: claimed }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: closed })).toHaveCount(0);
});
