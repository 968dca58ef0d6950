/**
 * The partner's side of a Pase BuscaGym entry (ADR 0045 "Check-in"), on a 390 px phone: the door screen
 * "Control de acceso" admits the member's rotating code typed as read from her QR, and shows the visit and
 * its credits; then "Mis ventas" lists the attended visit with her name in the month's statement.
 */
import type { Browser, TestInfo } from '@playwright/test';
import { checkinPageMessages } from '../../src/shared/messages/checkin.web';
import { salesPageMessages } from '../../src/shared/messages/sales.web';
import { money, type SellingGym } from './commerce-helpers';
import { expect, PHONE, seriousViolations, snapshot } from './fixtures';
import { signInAs } from './partners-helpers';

/**
 * As `gym`'s owner in a context of its own: checks in `code` at the door (a visit of 2 credits today),
 * then reads the statement's visit line of `memberName`.
 */
export async function doorAndStatement(
  browser: Browser,
  baseURL: string,
  gym: SellingGym,
  memberName: string,
  code: string,
  testInfo: TestInfo,
): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  try {
    const page = await context.newPage();
    await signInAs(page, gym.owner, 'partner');
    // The partner's panel, `/profile/partner/<name>/<userId>`: the door and "Mis ventas" hang from it.
    const base = new URL(page.url()).pathname.replace(/\/$/, '');
    await page.goto(`${base}/checkin`);
    await expect(page.getByRole('heading', { level: 1, name: checkinPageMessages.title })).toBeVisible();
    await page.getByLabel(checkinPageMessages.codeLabel).fill(code);
    await page.getByRole('button', { name: checkinPageMessages.submit }).click();
    const result = page.getByTestId('checkin-result');
    await expect(result).toHaveAttribute('data-admitted', 'true');
    await expect(result).toContainText(checkinPageMessages.admitted);
    await expect(result.getByTestId('checkin-credit')).toHaveText(/^Visita libre del \d{2}\/\d{2}\/\d{4}$/);
    await expect(result).toContainText(checkinPageMessages.creditCredits(2));
    expect(await seriousViolations(page, testInfo, 'credits-door')).toEqual([]);
    await snapshot(page, testInfo, 'credits-door');

    await page.goto(`${base}/sales`);
    await expect(page.getByRole('heading', { level: 1, name: salesPageMessages.title })).toBeVisible();
    const statement = page.getByTestId('sales-statement');
    await expect(statement).toContainText(salesPageMessages.statementRows.visits);
    const line = page.getByTestId('statement-visit').filter({ hasText: memberName });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(gym.gymName);
    await expect(line).toContainText(salesPageMessages.visitOpenGym);
    await expect(line).toContainText(salesPageMessages.visitOutcomes.attended);
    // 2 credits at the gym's rate of ARS 1.000 each, in the line and in the month's figure.
    await expect(line).toContainText(money('$ 2.000'));
    await expect(
      statement.locator('.amount-line').filter({ hasText: salesPageMessages.statementRows.visits }),
    ).toContainText(money('$ 2.000'));
    expect(await seriousViolations(page, testInfo, 'credits-statement')).toEqual([]);
    await snapshot(page, testInfo, 'credits-statement');
  } finally {
    await context.close();
  }
}
