/**
 * "Mis ventas" (SPEC §1 "partner sees sales", §7 sales calls): a member buys two classes with the demo
 * provider; the gym's partner opens "Mis ventas" from the profile and sees the figures, the monthly
 * chart with its table, the sale in the table (buyer as first name and initial) and downloads the CSV;
 * a new partner sees the empty state. axe on the screen; it fits 375 px.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { salesPageMessages } from '../../src/shared/messages';
import { displayName } from '../../src/shared/domain/person-name';
import { newAccount, registerByApi, followNav } from './accounts-helpers';
import { buyByApi, money, sellingGym, type SellingGym } from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';

test.describe('sales', () => {
  let gym: SellingGym;
  let buyer: ReturnType<typeof newAccount>;
  test.beforeAll(async ({ playwright, workerServer }) => {
    const baseURL = workerServer.url;
    const api = await playwright.request.newContext({ baseURL });
    gym = await sellingGym(playwright, api, baseURL);
    // The member buys two Yoga classes through the API with the demo provider (the purchase screens
    // have their own e2e in commerce.spec.ts).
    buyer = (await buyByApi(playwright, api, baseURL, 'Compradora', [gym.yoga._id, gym.yoga._id])).account;
    await api.dispose();
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  test('the partner sees the sale, the chart with its table and downloads the CSV', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, gym.owner, 'partner');
    await followNav(page, 'Mi perfil');
    await page.getByTestId('my-sales-link').click();
    await expect(page.getByRole('heading', { level: 1, name: salesPageMessages.title })).toBeVisible();

    const kpis = page.getByTestId('sales-kpis');
    await expect(kpis.getByTestId('kpi-gross')).toContainText(money('$ 7.000'));
    await expect(kpis.getByTestId('kpi-gross')).toContainText('1 venta');
    await expect(kpis.getByTestId('kpi-clients')).toContainText('1');
    await expect(kpis.getByTestId('kpi-passes')).toContainText('1');
    // The gym is on the free plan: BuscaGym keeps 15 %.
    await expect(kpis.getByTestId('kpi-commission')).toContainText(money('$ 1.050'));
    await expect(kpis.getByTestId('kpi-net')).toContainText(money('$ 5.950'));
    await expect(kpis.getByTestId('kpi-due')).toContainText(money('$ 5.950'));
    // Every figure on one line: an amount never breaks between its digits.
    const kpiLines = () =>
      kpis.locator('.sales-kpi__value').evaluateAll((els) => els.map((e) => e.getClientRects().length));
    expect(await kpiLines()).toEqual([1, 1, 1, 1, 1, 1]);

    const row = page.getByTestId('sales-table').getByRole('row').filter({ hasText: 'Yoga' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(gym.gymName);
    await expect(row).toContainText(displayName(buyer.name));
    await expect(row).not.toContainText(buyer.name);

    const chart = page.getByTestId('sales-by-month');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await chart.getByText(salesPageMessages.showTable).click();
    const lastMonth = chart.getByRole('table').getByRole('row').last();
    await expect(lastMonth).toContainText(money('$ 7.000'));
    await expect(page.getByTestId('sales-by-product')).toContainText('Yoga');
    expect(await seriousViolations(page, testInfo, 'sales')).toEqual([]);
    await snapshot(page, testInfo, 'sales');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: salesPageMessages.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    const rows = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([...salesPageMessages.csvHeader]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(2, 12)).toEqual([
      gym.gymName,
      'Yoga',
      'Clase',
      '2',
      '3500,00',
      '7000,00',
      '15,00',
      '1050,00',
      '5950,00',
      displayName(buyer.name),
    ]);

    // The month's statement, read from the ledger: the sale less the commission is what is owed.
    const statement = page.getByTestId('sales-statement');
    await expect(statement).toContainText(salesPageMessages.statementRows.closing);
    await expect(statement.locator('.sales-statement__closing')).toContainText(money('$ 5.950'));
    const [statementCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: salesPageMessages.statementCsv }).click(),
    ]);
    expect(statementCsv.suggestedFilename()).toMatch(/^extracto-buscagym-\d{4}-\d{2}\.csv$/);

    // A filter that matches nothing keeps the screen and says so.
    await page
      .getByLabel(salesPageMessages.product, { exact: true })
      .selectOption({ label: salesPageMessages.membership });
    await page.getByRole('button', { name: salesPageMessages.apply }).click();
    await expect(page).toHaveURL(/product=membership/);
    await expect(page.getByText(salesPageMessages.noSalesInRange)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: salesPageMessages.clear }).click();
    // On a phone a card per sale replaces the table's nine columns.
    await expect(page.getByTestId('sale-card')).toHaveCount(1);
    await expect(page.getByTestId('sale-card')).toContainText('Yoga × 2');
    await expect(page.getByTestId('sales-table')).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await kpiLines()).toEqual([1, 1, 1, 1, 1, 1]);
    await snapshot(page, testInfo, 'sales-375');
  });

  test('a partner without sales sees how sales arrive', async ({ page, request }) => {
    const owner = newAccount('Nueva');
    await registerByApi(request, owner, { type: 'partner' });
    const userId = await signInAs(page, owner, 'partner');
    await page.goto(`/profile/partner/${encodeURIComponent(owner.name)}/${userId}/sales`);
    await expect(page.getByRole('heading', { name: salesPageMessages.emptyTitle })).toBeVisible();
    await expect(page.getByText(salesPageMessages.emptyBody)).toBeVisible();
  });
});
