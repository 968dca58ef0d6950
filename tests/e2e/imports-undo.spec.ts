/**
 * Undoing an import from a phone (ADR 0025 "Import"), at 390 × 844: the administrator imports a small
 * CSV, then "Deshacer" on its row asks once, in one dialog; one tap on its "Deshacer" sends one undo,
 * closes the dialog, says what was removed and marks the row "Deshecha", with no second question.
 * (The seed's own import is not undone here: other specs of the run use its clubs.)
 */
import { writeFile } from 'node:fs/promises';
import { adminSectionLabels } from '../../src/shared/messages/admin.web';
import {
  importFormMessages as form,
  importHistoryMessages as m,
  importPreviewMessages as preview,
  importStatusLabels,
} from '../../src/shared/messages/imports.web';
import { signInAdmin } from './admin-helpers';
import { expect, OBELISCO, PHONE, test } from './fixtures';

test.skip(
  Boolean(process.env.E2E_BASE_URL),
  'the administrator exists only on the e2e servers the suite starts itself (e2e-server.ts), not at E2E_BASE_URL',
);
test.use({ viewport: PHONE });

test('"Deshacer" asks once and undoes with one tap', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const fileName = `deshacer-${tag}.csv`;
  const file = testInfo.outputPath(fileName);
  const lat = (OBELISCO.latitude - 0.02 - (Date.now() % 97) / 10_000).toFixed(6);
  await writeFile(
    file,
    `nombre;latitud;longitud;direccion\nGimnasio Deshacer ${tag};${lat};-58.45;Bolívar 1${tag.length}\n`,
  );

  await signInAdmin(page);
  await page.getByRole('link', { name: adminSectionLabels.importar }).click();
  await page.getByLabel(form.file, { exact: true }).setInputFiles(file);
  await page.getByLabel(form.format).selectOption('csv');
  await page.getByLabel(form.sourceName).fill(`Deshacer e2e ${tag}`);
  await page.getByLabel(form.licence).fill('CC BY 4.0');
  await page.getByLabel(form.attribution).fill(`© Deshacer e2e ${tag}`);
  await page.getByRole('button', { name: form.submit }).click();
  const shown = page.getByRole('region', { name: preview.title(fileName) });
  await shown.getByRole('button', { name: preview.commit }).click();
  await expect(page.getByText(preview.committed(1, 0, 0))).toBeVisible();

  const undos: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/undo')) undos.push(r.url());
  });
  const row = page.getByTestId('import-row').filter({ hasText: fileName });
  await row.getByRole('button', { name: m.undoLabel(fileName) }).click();
  const dialog = page.getByRole('dialog', { name: m.undoTitle(fileName) });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: m.undo, exact: true }).click();
  await expect(page.getByText(m.undone(1, 0))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText(importStatusLabels.undone);
  expect(undos).toHaveLength(1);
});
