/**
 * Pase BuscaGym as a member walks it on a 390 × 844 phone (ADR 0045): the catalogue's pass filter and
 * the visit cost on a card; "Mis créditos" from the menu, a plan paid with the demo card, the balance;
 * a class at gym 1 booked with credits and an open-gym visit at gym 2, each confirmed in a dialog that
 * shows the cost in credits, its value in ARS and the cancellation deadline; the visit cancelled in time
 * ("Te devolvimos 2 créditos."); and the history of "Mis créditos" with the spending. Then a visit
 * today at gym 2, her rotating entry code in "Mis créditos", the partner's door screen admitting her
 * with the code's text, and the visit line with her name on the partner's statement of the month. The plan and the
 * gyms' rates are set by the administrator's API (second factor passed through the screens), the gyms'
 * terms and the class by their owner's API, as other specs set up what they do not test.
 */
import type { Browser, Page } from '@playwright/test';
import { creditPlanSchema, type CreditPlan } from '../../src/shared/contract/credits';
import { paseCatalogueMessages } from '../../src/shared/messages/pase-catalogue.web';
import {
  creditDoorPassMessages,
  creditHistoryMessages,
  creditSpendMessages,
} from '../../src/shared/messages/credits-member.web';
import { doorAndStatement } from './credits-door-helpers';
import { signInAdmin } from './admin-helpers';
import { mainNav } from './accounts-helpers';
import { gymDate, openWeekOf, pickDay, sessionCard } from './classes-helpers';
import { apiHeaders, fillCard, money, sellingGym, signedInMember, type SellingGym } from './commerce-helpers';
import { expect, PHONE, seriousViolations, showVisitorSections, snapshot, test } from './fixtures';

const ars = (value: string) => ({ $numberDecimal: value });

/** The owner's terms: a visit costs 2 credits, a class 1, cancel up to 12 h before. */
const TERMS = {
  accepts: true,
  visitCredits: 2,
  classCredits: 1,
  monthlyVisitLimit: null,
  cancelWindowHours: 12,
};

/**
 * As the administrator (signed in through the screens with the second factor, in a context of its own):
 * a plan of 8 credits for ARS 20.000 a month, and a rate of ARS 1.000 per credit for each gym.
 */
async function adminSetUp(browser: Browser, baseURL: string, gymIds: string[]): Promise<CreditPlan> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInAdmin(page);
    const headers = apiHeaders(baseURL);
    const created = await page.request.post('/api/admin/credit-plans', {
      headers,
      data: { name: `Pase ${Date.now().toString(36)}`, creditsPerMonth: 8, monthlyPrice: ars('20000.00') },
    });
    expect(created.status(), await created.text()).toBe(201);
    for (const gymId of gymIds) {
      const rated = await page.request.put(`/api/admin/gyms/${gymId}/credit-rate`, {
        headers,
        data: { ratePerCredit: ars('1000.00') },
      });
      expect(rated.status(), await rated.text()).toBe(200);
    }
    return creditPlanSchema.parse(((await created.json()) as { plan: unknown }).plan);
  } finally {
    await context.close();
  }
}

/** Opens the phone's folded menu and follows "Mis créditos". */
async function openMyCredits(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await mainNav(page).getByRole('link', { name: 'Mis créditos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis créditos' })).toBeVisible();
}

test.describe('Pase BuscaGym, the member on a phone, 390 × 844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  let gym1: SellingGym;
  let gym2: SellingGym;
  let plan: CreditPlan;
  const className = `Funcional ${Date.now().toString(36)}`;
  // Two days ahead: the 12-hour window of a class at 19:00 and of a visit that day is still open.
  const day = gymDate(2);

  test.beforeAll(async ({ playwright, request, baseURL, browser }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    gym1 = await sellingGym(playwright, request, base);
    gym2 = await sellingGym(playwright, request, base);
    for (const gym of [gym1, gym2]) {
      const set = await gym.partner.put(`/api/partner/gyms/${gym.gymId}/credits`, { data: TERMS });
      expect(set.status(), await set.text()).toBe(200);
    }
    const created = await gym1.partner.post('/api/partner/classes', {
      data: {
        gymId: gym1.gymId,
        name: className,
        capacity: 8,
        durationMinutes: 50,
        startsAt: `${day}T19:00`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    plan = await adminSetUp(browser, base, [gym1.gymId, gym2.gymId]);
  });
  test.afterAll(async () => {
    await gym1?.partner.dispose();
    await gym2?.partner.dispose();
  });

  test('subscribe with the demo card, book a class and a visit with credits, see the history, get in at the door', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(420_000);
    const member = await signedInMember(page, request, 'Creditos');

    // The catalogue: the pass filter keeps gym 2, whose card shows the visit cost.
    await page.goto(`/?name=${encodeURIComponent(gym2.gymName)}`);
    await page.getByRole('button', { name: /Filtros/ }).click();
    await page.getByRole('switch', { name: paseCatalogueMessages.filter }).check();
    await expect(page).toHaveURL(/pase=true/);
    const card = page.getByTestId('gym-card').filter({ hasText: gym2.gymName });
    await expect(card.getByTestId('pase-cost')).toHaveText('Pase BuscaGym: 2 créditos');

    // "Mis créditos" from the menu: the plans, then the payment of the first month with the demo card.
    await openMyCredits(page);
    const offer = page.getByTestId('credit-plan').filter({ hasText: plan.name });
    await expect(offer).toContainText('8 créditos por mes');
    await expect(offer).toContainText(money('$ 20.000'));
    expect(await seriousViolations(page, testInfo, 'credits-plans')).toEqual([]);
    await snapshot(page, testInfo, 'credits-plans');
    await offer.getByRole('link', { name: `Suscribirme al plan ${plan.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/creditos/plan/${plan._id}$`));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/\/creditos$/);
    await expect(page.getByTestId('credit-balance')).toHaveText('8 créditos');
    await expect(page.getByTestId('credit-status')).toHaveText('Activo');
    await snapshot(page, testInfo, 'credits-wallet');

    // A class at gym 1 with credits: the dialog says the cost, its value and the deadline.
    await openWeekOf(page, gym1.gymId, day);
    const classes = page.getByRole('region', { name: 'Clases', exact: true });
    await pickDay(classes, day);
    await sessionCard(page, className)
      .getByRole('button', { name: new RegExp(`^Reservar ${className} .+ con créditos$`) })
      .click();
    let dialog = page.getByRole('dialog', { name: creditSpendMessages.confirmTitle });
    await expect(dialog.getByTestId('spend-cost')).toHaveText(/^1 crédito \(\$\s2\.500\)$/);
    // 19:00 less 12 hours: 07:00 of the same day.
    await expect(dialog.getByTestId('spend-deadline')).toContainText('07:00');
    await expect(dialog).toContainText('Te van a quedar 7 créditos.');
    await snapshot(page, testInfo, 'credits-class-dialog');
    await dialog.getByRole('button', { name: creditSpendMessages.confirm }).click();
    await expect(page.getByText(creditSpendMessages.classBooked(className)).last()).toBeVisible();
    await expect(sessionCard(page, className).getByTestId('own-booking')).toBeVisible();

    // A visit at gym 2: the pass section, the day, the dialog, then a cancel in time.
    await page.goto(`/detail/gym/${gym2.gymId}`);
    await showVisitorSections(page);
    const pase = page.getByTestId('pase-section');
    await expect(pase.getByTestId('pase-visit-cost')).toHaveText('Visita libre: 2 créditos');
    await expect(pase.getByTestId('pase-balance')).toHaveText('Tenés 7 créditos.');
    await pase.getByLabel(creditSpendMessages.visitDay).selectOption(day);
    await pase.getByRole('button', { name: creditSpendMessages.bookVisit }).click();
    dialog = page.getByRole('dialog', { name: creditSpendMessages.confirmTitle });
    await expect(dialog.getByTestId('spend-cost')).toHaveText(/^2 créditos \(\$\s5\.000\)$/);
    // The day's midnight less 12 hours: noon of the day before.
    await expect(dialog.getByTestId('spend-deadline')).toContainText('12:00');
    expect(await seriousViolations(page, testInfo, 'credits-visit-dialog')).toEqual([]);
    await snapshot(page, testInfo, 'credits-visit-dialog');
    await dialog.getByRole('button', { name: creditSpendMessages.confirm }).click();
    await expect(pase.getByTestId('credit-visit')).toHaveCount(1);
    await pase.getByRole('button', { name: /^Cancelar la visita del / }).click();
    await page.getByRole('dialog').getByRole('button', { name: creditSpendMessages.cancelConfirm }).click();
    await expect(page.getByText('Te devolvimos 2 créditos.').last()).toBeVisible();
    await expect(pase.getByTestId('credit-visit')).toHaveCount(0);

    // "Mis créditos": 8 − 1 (class) − 2 (visit) + 2 (returned), and the history says so.
    await openMyCredits(page);
    await expect(page.getByTestId('credit-balance')).toHaveText('7 créditos');
    const history = page.getByTestId('credit-movement');
    await expect(history).toHaveCount(4);
    await expect(page.locator('[data-kind="spent"]')).toHaveCount(2);
    await expect(page.locator('[data-kind="spent"]').filter({ hasText: gym1.gymName })).toContainText(
      '−1 crédito',
    );
    await expect(page.locator('[data-kind="spent"]').filter({ hasText: gym2.gymName })).toContainText(
      '−2 créditos',
    );
    await expect(page.locator('[data-kind="returned"]')).toContainText(creditHistoryMessages.kinds.returned);
    await expect(page.locator('[data-kind="added"]')).toContainText('+8 créditos');
    expect(await seriousViolations(page, testInfo, 'credits-history')).toEqual([]);
    await snapshot(page, testInfo, 'credits-history');

    // The door: a visit today at gym 2, her entry code in "Mis créditos", the partner checks her in.
    await page.goto(`/detail/gym/${gym2.gymId}`);
    await showVisitorSections(page);
    await pase.getByLabel(creditSpendMessages.visitDay).selectOption(gymDate(0));
    await pase.getByRole('button', { name: creditSpendMessages.bookVisit }).click();
    await page
      .getByRole('dialog', { name: creditSpendMessages.confirmTitle })
      .getByRole('button', { name: creditSpendMessages.confirm })
      .click();
    await expect(pase.getByTestId('credit-visit')).toHaveCount(1);
    await openMyCredits(page);
    const entry = page.getByRole('region', { name: creditDoorPassMessages.title });
    await expect(entry.getByRole('img', { name: creditDoorPassMessages.qrAlt })).toBeVisible();
    await expect(entry.getByTestId('credit-door-countdown')).toContainText('El código cambia en');
    expect(await seriousViolations(page, testInfo, 'credits-entry-code')).toEqual([]);
    await snapshot(page, testInfo, 'credits-entry-code');
    // The text the QR holds, as the camera would read it (`BGT1.<idPart>.<otp>`).
    const code = (await entry.getByTestId('credit-door-code').textContent()) ?? '';
    expect(code).toMatch(/^BGT1\.[A-Za-z0-9_-]{22}\.\d{8}$/);
    await doorAndStatement(browser, baseURL ?? '', gym2, member.name, code, testInfo);
  });
});
