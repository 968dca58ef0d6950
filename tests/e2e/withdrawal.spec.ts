/**
 * The "Botón de arrepentimiento" end to end (Ley 24.240 art. 34, Res. SCI 424/2020; ADR 0027): a buyer
 * who is not signed in follows the footer link with exactly that text, types the purchase's code and
 * e-mail, and sees the request number at once; the purchase is refunded (the member's order answers
 * `refunded`). A wrong e-mail shows the one "not found" text. axe on the page.
 */
import {
  cancelPageMessages as c,
  withdrawalPageMessages as m,
} from '../../src/shared/messages/withdrawals.web';
import { WITHDRAWAL_LAWS } from '../../src/shared/domain/withdrawal-laws';
import { withdrawalMessages } from '../../src/shared/messages/refunds';
import { refundDialogMessages as r } from '../../src/shared/messages/refunds.web';
import { buyByApi, money, sellingGym, type SellingGym } from './commerce-helpers';
import { expect, seriousViolations, test } from './fixtures';
import { signInAs } from './partners-helpers';
import { followNav } from './accounts-helpers';

test.describe('withdrawal', () => {
  let gym: SellingGym;
  let reference: string;
  let email: string;
  let kept: string;
  test.beforeAll(async ({ playwright, workerServer }) => {
    const baseURL = workerServer.url;
    const api = await playwright.request.newContext({ baseURL });
    gym = await sellingGym(playwright, api, baseURL);
    const bought = await buyByApi(playwright, api, baseURL, 'Arrepentida', [gym.yoga._id]);
    reference = bought.reference;
    email = bought.account.email;
    kept = (await buyByApi(playwright, api, baseURL, 'Reembolsada', [gym.spinning._id])).reference;
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
    await expect(page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'withdrawal-form')).toEqual([]);

    await page.getByLabel(m.reference).fill(reference);
    await page.getByLabel(m.email).fill('otra-persona@example.com');
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(
      withdrawalMessages.notFound(WITHDRAWAL_LAWS.AR.days, WITHDRAWAL_LAWS.AR.businessDays),
    );

    await page.getByLabel(m.email).fill(email);
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('heading', { name: m.doneTitle })).toBeVisible();
    await expect(page.getByTestId('withdrawal-number')).toHaveText(/^AR-[0-9A-Z]{8}$/);
    await expect(page.getByText(m.refunded)).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'withdrawal-done')).toEqual([]);
  });

  test('the partner refunds part of a sale from his sales list', async ({ page }, testInfo) => {
    await signInAs(page, gym.owner, 'partner');
    await followNav(page, 'Mi perfil');
    await page.getByTestId('my-sales-link').click();
    await page.getByRole('button', { name: r.openFor(kept) }).click();
    const dialog = page.getByRole('dialog', { name: r.title(kept) });
    await dialog.getByLabel(r.amount).fill('1.500');
    await dialog.getByLabel(r.reason).fill('Clase suspendida por lluvia');
    expect(await seriousViolations(page, testInfo, 'refund-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: r.submit }).click();
    await expect(page.getByText(r.done(kept))).toBeVisible();
    // The figures fall by the refund: 4.000 + 3.500 sold, the 3.500 withdrawn, 1.500 refunded.
    await expect(page.getByTestId('sales-kpis').getByTestId('kpi-gross')).toContainText(money('$ 2.500'));
  });

  test("the footer's 'Botón de baja' says what a visitor and a partner on the free plan can end", async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Botón de baja', exact: true }).click();
    await expect(page).toHaveURL(/\/baja$/);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.signedOut)).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'cancel-signed-out')).toEqual([]);
    await signInAs(page, gym.owner, 'partner');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Botón de baja', exact: true }).click();
    await expect(page.getByText(c.partnerFree)).toBeVisible();
  });

  test("'Botón de baja' ends a partner's paid plan in one click", async ({ page }, testInfo) => {
    const userId = await signInAs(page, gym.owner, 'partner');
    const checkout = await gym.partner.post(`/api/partner/subscription/checkout/${userId}`, {
      data: { plan: 'standar' },
      headers: { 'Idempotency-Key': `e2e-baja-${Date.now()}-abcdef` },
    });
    expect(checkout.status()).toBe(201);
    const { order } = (await checkout.json()) as { order: { _id: string } };
    expect(
      (await gym.partner.post(`/api/orders/${order._id}/demo-pay`, { data: { cardLast4: '4242' } })).status(),
    ).toBe(200);

    await page.goto('/baja');
    await expect(page.getByText(c.partnerPlan('standar'))).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'cancel-paid-plan')).toEqual([]);
    await page.getByRole('button', { name: c.cancel }).click();
    await expect(page.getByText(c.cancelled)).toBeVisible();
    const profile = await gym.partner.get(`/api/partner/profile/${userId}`);
    expect(((await profile.json()) as { partner: { plan: string } }).partner.plan).toBe('free');
  });
});
