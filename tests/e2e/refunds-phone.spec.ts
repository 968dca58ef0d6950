/**
 * Refunds on a phone held upright (390 × 844; ADR 0027): after a partial refund the member's purchase in
 * "Mis compras" and the partner's sale card in "Mis ventas" both say what was refunded and what is left,
 * in the one money format; and the partner refunds part of a sale from its card, the portrait layout of
 * "Mis ventas", with the same "Reembolsar" dialog as the wide table. Purchases and the first refund are
 * made through the API (the purchase screens are covered by commerce.spec.ts).
 */
import type { Page } from '@playwright/test';
import { refundDialogMessages as r, refundedNoteMessages as n } from '../../src/shared/messages/refunds.web';
import { apiHeaders, buyByApi, money, sellingGymForFile, type SellingGym } from './commerce-helpers';
import { expect, PHONE, seriousViolations, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';
import { followNav } from './accounts-helpers';

test.use({ viewport: PHONE });

test.describe('refunds on a phone', () => {
  let gym: SellingGym;
  let refunded: Awaited<ReturnType<typeof buyByApi>>;
  let toRefund: Awaited<ReturnType<typeof buyByApi>>;
  test.beforeAll(async ({ playwright, workerServer }) => {
    const baseURL = workerServer.url;
    gym = await sellingGymForFile(playwright, workerServer.url);
    const api = await playwright.request.newContext({ baseURL });
    refunded = await buyByApi(playwright, api, baseURL, 'Reintegrada', [gym.membership._id]);
    toRefund = await buyByApi(playwright, api, baseURL, 'PorReintegrar', [gym.spinning._id]);
    await api.dispose();
    const answer = await gym.partner.post(`/api/partner/sales/orders/${refunded.orderId}/refunds`, {
      data: { amount: { $numberDecimal: '10000.00' }, reason: 'Mes cobrado de más' },
      headers: { ...apiHeaders(baseURL), 'Idempotency-Key': `e2e-refund-${Date.now()}-abcdef` },
    });
    expect(answer.status()).toBe(201);
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  const note = (refundedText: string, leftText: string) => money(n.note(refundedText, leftText));

  test("the member's purchase says what was refunded and what is left", async ({ page }, testInfo) => {
    await signInAs(page, refunded.account, 'user');
    await page.getByRole('button', { name: 'Menú' }).click();
    await followNav(page, 'Mi perfil');
    const card = page
      .getByTestId('my-orders')
      .getByTestId('order-card')
      .filter({ hasText: refunded.reference });
    await expect(card.getByTestId('order-total')).toHaveText(money('$ 25.000'));
    await expect(card.getByTestId('refunded-note')).toHaveText(note('$ 10.000', '$ 15.000'));
    expect(await seriousViolations(page, testInfo, 'order-refunded-phone')).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  /** Signs the partner in and opens "Mis ventas"; @returns its sale cards. */
  async function saleCards(page: Page) {
    const userId = await signInAs(page, gym.owner, 'partner');
    await page.goto(`/profile/partner/${encodeURIComponent(gym.owner.name)}/${userId}/sales`);
    return page.getByTestId('sale-card');
  }

  test('the sale card says what was refunded and what is left', async ({ page }, testInfo) => {
    const cards = await saleCards(page);
    const card = cards.filter({ hasText: refunded.reference });
    await expect(card.getByText(money('$ 25.000')).first()).toBeVisible();
    await expect(card.getByTestId('refunded-note')).toHaveText(note('$ 10.000', '$ 15.000'));
    expect(await seriousViolations(page, testInfo, 'sale-card-refunded-phone')).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('the partner refunds part of a sale from its card', async ({ page }, testInfo) => {
    const cards = await saleCards(page);
    const card = cards.filter({ hasText: toRefund.reference });
    await expect(card.getByTestId('refunded-note')).toHaveCount(0);
    await card.getByRole('button', { name: r.openFor(toRefund.reference) }).click();
    const dialog = page.getByRole('dialog', { name: r.title(toRefund.reference) });
    await dialog.getByLabel(r.amount).fill('1.500');
    await dialog.getByLabel(r.reason).fill('Clase suspendida por lluvia');
    await dialog.getByRole('button', { name: r.submit }).click();
    await expect(page.getByText(r.done(toRefund.reference))).toBeVisible();
    await expect(card.getByTestId('refunded-note')).toHaveText(note('$ 1.500', '$ 2.500'));
    expect(await seriousViolations(page, testInfo, 'sale-card-refund-phone')).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
