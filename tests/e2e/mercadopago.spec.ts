/**
 * Paying with MercadoPago in the browser (ADR 0028), against the fake MercadoPago: this spec starts its
 * own server with PAYMENT_PROVIDER=mercadopago (./mercadopago-server, the e2e port + 95, a fresh
 * embedded database). A member adds a priced class to the cart, checks out, is sent to the fake's
 * Checkout Pro page at the preference's `init_point`, presses "Pagar" there (the fake approves the
 * payment, POSTs the signed notification to the server and sends the browser to `back_urls.success`),
 * and back on BuscaGym the order is paid and its pass is in "Mis compras". A partner pays a plan as a
 * MercadoPago subscription (a `preapproval`: the fake's page authorizes it and charges the first month)
 * and ends it with the "Botón de baja", which cancels it at MercadoPago.
 */
import { planPaymentMessages } from '../../src/shared/messages';
import { mercadoPagoCheckoutMessages } from '../../src/shared/messages/payment-accounts.web';
import { cancelPageMessages as c } from '../../src/shared/messages/withdrawals.web';
import {
  addFromDetail,
  cartBadge,
  money,
  sellingGym,
  signedInMember,
  type SellingGym,
} from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { MP_E2E_BASE_URL, startMpServer, type MpE2eServer } from './mercadopago-server';
import { signInAs } from './partners-helpers';
import { followNav } from './accounts-helpers';

test.describe('MercadoPago', () => {
  test.use({ baseURL: MP_E2E_BASE_URL });
  let server: MpE2eServer;
  let gym: SellingGym;
  // The account helpers read the mail outbox of E2E_DATA_DIR: this server's while the file runs.
  const suiteDataDir = process.env.E2E_DATA_DIR;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    server = await startMpServer();
    process.env.E2E_DATA_DIR = server.dataDir;
    const api = await playwright.request.newContext({ baseURL: MP_E2E_BASE_URL });
    gym = await sellingGym(playwright, api, MP_E2E_BASE_URL);
    await api.dispose();
  });
  test.afterAll(async () => {
    process.env.E2E_DATA_DIR = suiteDataDir;
    await gym?.partner.dispose();
    await server?.stop();
  });

  test('a member pays a class at MercadoPago and finds the paid order and its pass in Mis compras', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signedInMember(page, request, 'CompradoraMP');
    await page.goto(`/detail/gym/${gym.gymId}`);
    await addFromDetail(page, gym.spinning);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
    await cartBadge(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/stripe$/);
    await expect(page.getByRole('heading', { name: mercadoPagoCheckoutMessages.title })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'mercadopago-checkout')).toEqual([]);
    await page.getByRole('button', { name: money('Pagar $ 4.000 con MercadoPago') }).click();

    // MercadoPago's page (the fake), at the preference's init_point.
    await expect(page).toHaveURL(new RegExp(`^${server.fake.url}/checkout/v1/redirect\\?pref_id=`));
    const preferenceId = new URL(page.url()).searchParams.get('pref_id') ?? '';
    const preference = server.fake.store.preferences.get(preferenceId);
    expect(preference).toMatchObject({
      items: [{ unit_price: 4000, quantity: 1 }],
      auto_return: 'approved',
      collector_id: server.fake.platformCollector,
    });
    await snapshot(page, testInfo, 'mercadopago-page');
    await page.getByRole('button', { name: 'Pagar' }).click();

    // Back on BuscaGym: the order page MercadoPago returned to, paid.
    await expect(page).toHaveURL(new RegExp(`^${MP_E2E_BASE_URL}/orders/[0-9a-f-]{36}$`));
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(orderId).toBe(preference?.external_reference);
    await expect(page.getByTestId('order-status')).toHaveText('Pagada');
    const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
    expect(reference).toMatch(/^BG-[0-9A-Z]{8}$/);
    await expect(page.getByTestId('order-total')).toHaveText(money('$ 4.000'));
    await expect(page.getByTestId('pass')).toHaveCount(1);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, vacío');
    // The notification reached the server and was read back: one approved payment, read at the fake.
    const payments = [...server.fake.store.payments.values()].filter((p) => p.external_reference === orderId);
    expect(payments.map((p) => p.status)).toEqual(['approved']);
    expect(
      server.fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payments[0]?.id}`),
    ).toBe(true);
    await snapshot(page, testInfo, 'mercadopago-order');

    // "Mis compras" on the profile, with the pass.
    await followNav(page, 'Mi perfil');
    const orders = page.getByTestId('my-orders');
    const order = orders.getByTestId('order-card').filter({ hasText: reference });
    await expect(order.getByTestId('order-status')).toHaveText('Pagada');
    const pass = order.getByTestId('pass').filter({ hasText: 'Spinning' });
    await expect(pass.getByTestId('pass-state')).toHaveText('Válido');
    await expect(
      pass.getByRole('img', { name: `Código QR del pase de Spinning en ${gym.gymName}` }),
    ).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'mercadopago-mis-compras')).toEqual([]);
  });

  test('a partner subscribes to Standar at MercadoPago (preapproval) and ends it with the Botón de baja', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const userId = await signInAs(page, gym.owner, 'partner');
    await page
      .getByTestId('plan')
      .filter({ has: page.getByRole('heading', { name: 'Standar', exact: true }) })
      .getByRole('link', { name: 'Elegir y pagar' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}/plan/standar$`));
    await page.getByRole('button', { name: /^Pagar .* con MercadoPago$/ }).click();

    // MercadoPago's subscription page (the fake) at the preapproval's init_point.
    await expect(page).toHaveURL(new RegExp(`^${server.fake.url}/subscriptions/checkout\\?preapproval_id=`));
    const preapprovalId = new URL(page.url()).searchParams.get('preapproval_id') ?? '';
    const preapproval = server.fake.store.subscriptions.preapprovals.get(preapprovalId);
    expect(preapproval).toMatchObject({
      status: 'pending',
      payer_email: gym.owner.email,
      auto_recurring: { frequency: 1, frequency_type: 'months', currency_id: 'ARS' },
    });
    await snapshot(page, testInfo, 'mercadopago-subscription-page');
    await page.getByRole('button', { name: 'Pagar' }).click();

    // Back on the profile (back_url with the plan return mark): Standar in force.
    await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}(\\?pagoPlan=standar)?$`));
    await expect(page.getByText(planPaymentMessages.paid('Standar'))).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Al día');
    expect(server.fake.store.subscriptions.preapprovals.get(preapprovalId)?.status).toBe('authorized');

    // The Botón de baja cancels the subscription at MercadoPago, then the plan.
    await page.goto('/baja');
    await expect(page.getByText(c.partnerPlan('standar'))).toBeVisible();
    await page.getByRole('button', { name: c.cancel }).click();
    await expect(page.getByText(c.cancelled)).toBeVisible();
    expect(server.fake.store.subscriptions.preapprovals.get(preapprovalId)?.status).toBe('cancelled');
    expect(
      server.fake.requests.some(
        (r) =>
          r.method === 'PUT' && r.path === `/preapproval/${preapprovalId}` && r.body.status === 'cancelled',
      ),
    ).toBe(true);
  });
});
