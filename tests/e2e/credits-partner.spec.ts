/**
 * Pase BuscaGym on phones (390 × 844; ADR 0045): the owner opts a gym in with its credit costs from
 * "Mis gimnasios" and reads that members do not see it yet (no rate); a second change of costs right
 * away is refused with the server's Spanish text; an administrator creates a credit plan, edits it, and
 * sets the gym's rate per credit from the console's "Pase BuscaGym" section; the owner then reads the
 * rate and that members see the gym; the public catalogue's `pase=true` lists the gym with its visit
 * cost (checked through the API: the members' Pase filter is another screen). axe stays clean and
 * nothing overflows the phone's width.
 */
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { gymListResponseSchema } from '../../src/shared/contract/gyms';
import { creditMessages } from '../../src/shared/messages/credits';
import { creditTermsMessages } from '../../src/shared/messages/credits-gyms';
import {
  adminCreditPlanMessages as plans,
  adminCreditRateMessages as rates,
} from '../../src/shared/messages/credits-admin.web';
import { partnerPaseMessages as pase } from '../../src/shared/messages/credits-partner.web';
import { openSection, search, signInAdmin } from './admin-helpers';
import { sellingGym } from './commerce-helpers';
import { expect, PHONE, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';

test.use({ viewport: PHONE });

/** axe is clean and nothing overflows the phone's width. */
async function fits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page, testInfo, name)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await snapshot(page, testInfo, name);
}

test('an owner opts a gym in to Pase BuscaGym, an administrator sets plans and the rate', async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const { gymId, gymName, owner } = await sellingGym(playwright, request, baseURL ?? '');

  await test.step('the owner opts the gym in with its costs', async () => {
    await signInAs(page, owner, 'partner');
    await page.getByRole('link', { name: pase.linkLabel(gymName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: pase.title })).toBeVisible();
    await expect(page.getByTestId('pase-state')).toHaveText(pase.stateOff);
    await expect(page.getByTestId('pase-rate')).toHaveText(pase.noRate);
    const form = page.getByTestId('pase-form');
    // The window starts at the default 12 h; an empty cost is refused before sending.
    await expect(form.getByLabel(pase.cancelWindowHours)).toHaveValue('12');
    await form.getByRole('switch', { name: pase.accepts }).check();
    await form.getByRole('button', { name: pase.save }).click();
    await expect(form.getByText(creditTermsMessages.cost).first()).toBeVisible();
    await form.getByLabel(pase.visitCredits).fill('2');
    await form.getByLabel(pase.classCredits).fill('1');
    await form.getByLabel(pase.monthlyVisitLimit).fill('8');
    await form.getByRole('button', { name: pase.save }).click();
    await expect(page.getByText(pase.saved(gymName))).toBeVisible();
    await expect(page.getByTestId('pase-state')).toHaveText(pase.stateWaitingRate);
    const terms = page.getByTestId('pase-terms');
    await expect(terms).toContainText('2 créditos');
    await expect(terms).toContainText('1 crédito');
    await expect(terms).toContainText(pase.hoursBefore(12));
    await fits(page, testInfo, 'pase-partner-opted-in');
  });

  await test.step('a second change of costs at once is refused with the server’s text', async () => {
    const form = page.getByTestId('pase-form');
    await form.getByLabel(pase.visitCredits).fill('3');
    await form.getByRole('button', { name: pase.save }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Los costos en créditos se pueden cambiar una vez cada 7 días.',
    );
    await expect(page.getByTestId('pase-terms')).toContainText('2 créditos');
  });

  // axe needs a page of a context of its own.
  const adminContext = await browser.newContext({ viewport: PHONE, baseURL, locale: 'es-AR' });
  const admin = await adminContext.newPage();
  const planName = `Pase ${randomUUID().slice(0, 6)}`;
  await test.step('an administrator creates a plan and edits it', async () => {
    await signInAdmin(admin);
    await admin.goto(admin.url().replace('/home/admin/', '/profile/admin/'));
    await openSection(admin, 'pase');
    await admin.getByRole('button', { name: plans.create }).click();
    const dialog = admin.getByTestId('credit-plan-form');
    await dialog.getByLabel(plans.name).fill(planName);
    await dialog.getByLabel(plans.creditsPerMonth).fill('0');
    await dialog.getByLabel(plans.monthlyPrice).fill('24.999');
    await dialog.getByRole('button', { name: plans.save }).click();
    await expect(dialog.getByText(creditMessages.creditsPerMonth)).toBeVisible();
    await dialog.getByLabel(plans.creditsPerMonth).fill('8');
    await dialog.getByRole('button', { name: plans.save }).click();
    await expect(admin.getByText(plans.created(planName))).toBeVisible();
    const row = admin.getByTestId('credit-plans-table').getByRole('row').filter({ hasText: planName });
    await expect(row).toContainText('24.999');
    await expect(row).toContainText(plans.activeState);
    await fits(admin, testInfo, 'pase-admin-plans');
    await row.getByRole('button', { name: plans.editLabel(planName) }).click();
    await expect(dialog.getByLabel(plans.monthlyPrice)).toHaveValue('24.999');
    await dialog.getByLabel(plans.monthlyPrice).fill('26.500,50');
    await dialog.getByRole('switch', { name: plans.active }).uncheck();
    await dialog.getByRole('button', { name: plans.save }).click();
    await expect(admin.getByText(plans.saved(planName))).toBeVisible();
    await expect(row).toContainText('26.500,50');
    await expect(row).toContainText(plans.inactiveState);
  });

  await test.step('the administrator sets the gym’s rate per credit', async () => {
    await search(admin, gymName);
    await admin.getByRole('button', { name: rates.chooseLabel(gymName) }).click();
    const chosen = admin.getByTestId('credit-rate-gym');
    await expect(chosen).toContainText('Visita 2 créditos, clase 1 crédito');
    await expect(chosen.getByTestId('credit-rate-current')).toHaveText(rates.noRate);
    await chosen.getByLabel(rates.rate).fill('0');
    await chosen.getByRole('button', { name: rates.save }).click();
    await expect(chosen.getByText(rates.rateInvalid)).toBeVisible();
    await chosen.getByLabel(rates.rate).fill('1.250,50');
    await chosen.getByRole('button', { name: rates.save }).click();
    await expect(chosen.getByTestId('credit-rate-current')).toContainText('1.250,50');
    await expect(admin.getByText(/La tarifa de .* quedó en/)).toBeVisible();
    await fits(admin, testInfo, 'pase-admin-rate');
  });
  await adminContext.close();

  await test.step('the owner reads the rate; members now see the gym with its visit cost', async () => {
    await page.reload();
    await expect(page.getByTestId('pase-state')).toHaveText(pase.stateShown);
    await expect(page.getByTestId('pase-rate')).toContainText('1.250,50');
    await fits(page, testInfo, 'pase-partner-rated');
    const answer = await request.get('/api/partner/gyms/allgyms?pase=true&limit=50');
    expect(answer.status()).toBe(200);
    const { gyms } = gymListResponseSchema.parse(await answer.json());
    expect(gyms.find((g) => g._id === gymId)?.visitCredits).toBe(2);
  });
});
