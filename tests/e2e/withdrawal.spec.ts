/**
 * The "Botón de arrepentimiento" end to end (Ley 24.240 art. 34, Res. SCI 424/2020; ADR 0027): a buyer
 * who is not signed in follows the footer link with exactly that text, types the purchase's code and
 * e-mail, and sees the request number at once; the purchase is refunded (the member's order answers
 * `refunded`). A wrong e-mail shows the one "not found" text. axe on the page.
 */
import { withdrawalPageMessages as m } from '../../src/shared/messages/withdrawals.web';
import { withdrawalMessages } from '../../src/shared/messages/refunds';
import { buyByApi, sellingGym, type SellingGym } from './commerce-helpers';
import { expect, seriousViolations, test } from './fixtures';

test.describe('withdrawal', () => {
  let gym: SellingGym;
  let reference: string;
  let email: string;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL ?? '';
    const api = await playwright.request.newContext({ baseURL });
    gym = await sellingGym(playwright, api, baseURL);
    const bought = await buyByApi(playwright, api, baseURL, 'Arrepentida', [gym.yoga._id]);
    reference = bought.reference;
    email = bought.account.email;
    await api.dispose();
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  test('the footer link leads to the form, which answers the request number', async ({ page }, testInfo) => {
    await page.goto('/maps');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Botón de arrepentimiento', exact: true })
      .click();
    await expect(page).toHaveURL(/\/arrepentimiento$/);
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'withdrawal-form')).toEqual([]);

    await page.getByLabel(m.reference).fill(reference);
    await page.getByLabel(m.email).fill('otra-persona@example.com');
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(withdrawalMessages.notFound);

    await page.getByLabel(m.email).fill(email);
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('heading', { name: m.doneTitle })).toBeVisible();
    await expect(page.getByTestId('withdrawal-number')).toHaveText(/^AR-[0-9A-Z]{8}$/);
    await expect(page.getByText(m.refunded)).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'withdrawal-done')).toEqual([]);
  });
});
