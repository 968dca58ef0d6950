/**
 * Paid plans in the browser (ADR 0017), with the demo (`manual`) provider: a partner on Gratis with one
 * gym chooses Standar, pays it on the plan's payment screen and is back on the profile with the plan in
 * force, its renewal and card, and room for a second gym (which Gratis refused); leaving the paid plan
 * asks first, and the server's refusal shows in the dialog. A declined card leaves the plan as it was;
 * unknown and free plans are explained; members cannot open the screen; axe and 375 px on the payment
 * screen. (The banners of a past-due or lapsed plan need a month of the server's clock to pass: their
 * states are tested in tests/api/subscriptions.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { plansResponseSchema, type Plan } from '../../src/shared/contract/plans';
import { DEMO_RENEWAL_DECLINE_CARD } from '../../src/shared/constants/plans';
import { demoModeMessages, planPaymentMessages, subscriptionMessages } from '../../src/shared/messages';
import { formatArs } from '../../src/shared/domain/money';
import { newAccount, registerByApi } from './accounts-helpers';
import { fillCard, money } from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, publishedGymByApi, signInAs } from './partners-helpers';

/** The plans as the API lists them, by code. */
async function apiPlans(request: APIRequestContext): Promise<Map<string, Plan>> {
  const response = await request.get('/api/service/plans/all');
  expect(response.ok()).toBe(true);
  const { plans } = plansResponseSchema.parse(await response.json());
  return new Map(plans.map((plan) => [plan._id, plan]));
}

/** A fresh partner, signed in through the login screen, with `gyms` gyms made through the API. */
async function signedInPartner(page: Page, request: APIRequestContext, prefix: string, gyms: number) {
  const account = newAccount(prefix);
  await registerByApi(request, account, { type: 'partner' });
  const userId = await signInAs(page, account, 'partner');
  for (let i = 1; i <= gyms; i += 1) {
    await publishedGymByApi(
      page,
      {
        name: `Club Plan ${account.name.split(' ')[1]} ${i}`,
        price: 20000,
        address: `Av. Santa Fe ${3000 + i}`,
        latitude: -34.59,
        longitude: -58.41,
      },
      { name: 'Funcional', price: 5000 },
    );
  }
  const profile = `/profile/partner/${encodeURIComponent(account.name)}/${userId}`;
  return { account, userId, profile };
}

const planCard = (page: Page, name: string) =>
  page.getByTestId('plan').filter({ has: page.getByRole('heading', { name, exact: true }) });
const currentPlan = (page: Page) => page.locator('[data-testid="plan"][aria-current="true"]');

test.describe('paid plans', () => {
  test('a partner on Gratis pays Standar with the demo card and can open a second gym', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const plans = await apiPlans(request);
    const standar = plans.get('standar');
    if (!standar) throw new Error('no Standar plan');
    const price = formatArs(standar.monthlyPrice.$numberDecimal);
    const { account, userId, profile } = await signedInPartner(page, request, 'Planera', 1);

    await test.step('Gratis allows one gym', async () => {
      await page.goto(profile);
      await expect(currentPlan(page)).toContainText('Gratis');
      await expect(page.getByTestId('plan-usage')).toHaveText('Usás 1 de 1 gimnasio de tu plan.');
      await expect(page.getByTestId('subscription-status')).toHaveText('Plan Gratis');
      await expect(page.getByTestId('plan-banner')).toHaveCount(0);
    });

    await test.step('the payment screen of Standar', async () => {
      await planCard(page, 'Standar').getByRole('link', { name: 'Elegir y pagar' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}/plan/standar$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagar el plan Standar');
      const notice = page.getByTestId('demo-notice');
      await expect(notice).toContainText(demoModeMessages.notice);
      await expect(notice).toContainText(demoModeMessages.declineHint);
      await expect(notice).toContainText(DEMO_RENEWAL_DECLINE_CARD);
      await expect(page.getByTestId('plan-price')).toHaveText(money(price));
      const summary = page.getByRole('region', { name: planPaymentMessages.summary });
      await expect(summary).toContainText(`Hasta ${standar.maxGyms} gimnasios`);
      await expect(summary).toContainText('Comisión por venta');
      await expect(summary).toContainText('Se renueva cada mes');
      await fillCard(page, '4242 4242 4242 4242');
      expect(await seriousViolations(page, testInfo, 'plan-payment')).toEqual([]);
      await snapshot(page, testInfo, 'plan-payment');
    });

    await test.step('paid: back on the profile with Standar in force', async () => {
      await page.getByRole('button', { name: money(`Pagar ${price}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(page.getByText(planPaymentMessages.paid('Standar'))).toBeVisible();
      await expect(currentPlan(page)).toContainText('Standar');
      await expect(page.getByTestId('plan-usage')).toHaveText('Usás 1 de 3 gimnasios de tu plan.');
      await expect(page.getByTestId('subscription-status')).toHaveText('Al día');
      await expect(page.getByTestId('subscription-renewal')).toHaveText(
        /^Se renueva el \d{2}\/\d{2}\/\d{4} con la tarjeta terminada en 4242\.$/,
      );
      // Paid up: its payment screen says so instead of charging again.
      await page.goto(`${profile}/plan/standar`);
      await expect(page.getByText(subscriptionMessages.alreadyPaid('Standar'))).toBeVisible();
      await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
      await page.getByRole('link', { name: planPaymentMessages.backToProfile }).click();
    });

    const second = `Club Segundo ${account.name.split(' ')[1]}`;
    await test.step('a second gym, which Gratis refused, is created', async () => {
      await page.getByRole('link', { name: 'Nuevo gimnasio' }).first().click();
      await page.getByLabel('Nombre del gimnasio').fill(second);
      await page.getByLabel('Precio mensual (ARS)').fill('21000');
      // An address the geocoder fake knows: the form places the gym there (ADR 0026 §2).
      await page.getByLabel('Dirección').fill('Av. Cabildo 2040');
      await page.getByRole('button', { name: 'Crear gimnasio' }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
      await expect(
        page.getByText(`Creamos ${second}. Para publicarlo, agregale un servicio con precio.`),
      ).toBeVisible();
      await expect(page.getByTestId('plan-usage')).toHaveText('Usás 2 de 3 gimnasios de tu plan.');
    });

    await test.step('back to Gratis asks first; with two gyms the server refuses, in the dialog', async () => {
      await planCard(page, 'Gratis').getByRole('button', { name: 'Elegir este plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Volver al plan Gratis' });
      await expect(dialog).toContainText('Tu plan Standar termina ahora');
      await expect(dialog).toContainText('Hasta 1 gimnasio');
      expect(await seriousViolations(page, testInfo, 'plan-leave-dialog')).toEqual([]);
      await dialog.getByRole('button', { name: 'Sí, volver a Gratis' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(currentPlan(page)).toContainText('Standar');
    });
  });

  test('a declined card leaves the plan as it was; unknown and free plans are explained', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const plans = await apiPlans(request);
    const premium = plans.get('premium');
    if (!premium) throw new Error('no Premium plan');
    const price = formatArs(premium.monthlyPrice.$numberDecimal);
    const { profile } = await signedInPartner(page, request, 'Rechazada', 1);

    await page.goto(profile);
    await planCard(page, 'Premium').getByRole('link', { name: 'Elegir y pagar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagar el plan Premium');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: money(`Pagar ${price}`) }).click();
    await expect(page.getByTestId('payment-failure')).toHaveText(planPaymentMessages.declined);
    await expect(page).toHaveURL(/\/plan\/premium$/);
    expect(await seriousViolations(page, testInfo, 'plan-payment-declined')).toEqual([]);

    // The screens fit a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'plan-payment-declined-375');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('link', { name: planPaymentMessages.backToProfile }).click();
    await expect(currentPlan(page)).toContainText('Gratis');
    await expect(page.getByTestId('plan-usage')).toHaveText('Usás 1 de 1 gimnasio de tu plan.');
    await expect(page.getByTestId('subscription-status')).toHaveText('Plan Gratis');

    await page.goto(`${profile}/plan/platinum`);
    await expect(page.getByText(planPaymentMessages.notFoundTitle)).toBeVisible();
    await page.goto(`${profile}/plan/free`);
    await expect(page.getByText(subscriptionMessages.planIsFree)).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
  });

  test('members cannot open the payment screen of a plan', async ({ page, request }) => {
    const member = newAccount('Socio');
    await registerByApi(request, member);
    const memberId = await signInAs(page, member, 'user');
    const home = new URL(page.url()).pathname;
    await page.goto(`/profile/partner/${encodeURIComponent(member.name)}/${memberId}/plan/standar`);
    await expect(
      page.getByText('Esa pantalla es solo para cuentas de gimnasios (Cliente Empresa).'),
    ).toBeVisible();
    await expect(page).toHaveURL(home);
  });
});
