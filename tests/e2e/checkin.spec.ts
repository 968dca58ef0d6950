/**
 * "Control de acceso" (the gym's door): a member buys two classes and a month with the demo provider; the partner
 * opens the check-in screen in a Chromium whose fake camera shows the member's pass QR
 * (`--use-fake-device-for-media-stream`, `--use-file-for-fake-video-capture`, a Y4M made from the code):
 * the camera admits the member twice ("Adelante", one use each) and refuses the third time ("No válido:
 * Sin usos disponibles"); a typed forged code is refused. The member then sees the visits under
 * "Mis compras" and shares health conditions with the gym from the pass; the partner sees them in
 * "Mis clientes" until the member withdraws consent. axe on both screens; the check-in screen's HTML
 * alone may use the camera.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { checkinPageMessages, clientsPageMessages, passStateLabels } from '../../src/shared/messages';
import { displayName, firstName } from '../../src/shared/domain/person-name';
import { followNav, type newAccount } from './accounts-helpers';
import { buyByApi, sellingGym, type SellingGym } from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, sameOrigin, signInAs } from './partners-helpers';
import { writeQrVideo } from './qr-video';

test.describe('check-in', () => {
  let gym: SellingGym;
  let buyer: ReturnType<typeof newAccount>;
  let code = '';
  test.beforeAll(async ({ playwright, workerServer }) => {
    const baseURL = workerServer.url;
    const api = await playwright.request.newContext({ baseURL });
    gym = await sellingGym(playwright, api, baseURL);
    const bought = await buyByApi(playwright, api, baseURL, 'Socia', [
      gym.spinning._id,
      gym.spinning._id,
      gym.membership._id,
    ]);
    buyer = bought.account;
    code = bought.lines.find((l) => l.productId === gym.spinning._id)?.pass?.code ?? '';
    expect(code).toMatch(/^BGP1\./);
    await api.dispose();
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  test('the fake camera admits the member twice and refuses the third time', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const video = path.join(await mkdtemp(path.join(os.tmpdir(), 'buscagym-qr-')), 'pass.y4m');
    await writeQrVideo(video, code);
    const launch = testInfo.project.use.launchOptions ?? {};
    const browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await browser.newContext({
      baseURL,
      locale: 'es-AR',
      timezoneId: 'America/Argentina/Buenos_Aires',
    });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    try {
      const userId = await signInAs(page, gym.owner, 'partner');
      await followNav(page, 'Mi perfil');
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith(`/${userId}/checkin`) && r.request().resourceType() === 'document',
        ),
        page.getByTestId('checkin-link').click(),
      ]);
      expect(response.headers()['permissions-policy']).toContain('camera=(self)');
      await expect(page.getByRole('heading', { level: 1, name: checkinPageMessages.title })).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'checkin')).toEqual([]);

      const result = page.getByTestId('checkin-result');
      const scan = async () => {
        await page.getByRole('button', { name: checkinPageMessages.startCamera }).click();
        await expect(page.getByTestId('checkin-video')).toBeVisible();
      };
      const stop = async () => {
        await page.getByRole('button', { name: checkinPageMessages.stopCamera }).click();
        // Past the e2e server's repeat window (CHECKIN_REPEAT_WINDOW_MS = 2 s).
        await page.waitForTimeout(2500);
      };
      await scan();
      await expect(result).toHaveAttribute('data-admitted', 'true');
      await expect(result).toContainText(checkinPageMessages.admitted);
      await expect(result).toContainText(checkinPageMessages.welcome(firstName(buyer.name)));
      await expect(result).toContainText(checkinPageMessages.usesLeft(1, 2));
      await snapshot(page, testInfo, 'checkin-admitted');
      await stop();
      await scan();
      await expect(result).toContainText(checkinPageMessages.usesLeft(0, 2));
      await expect(result).toHaveAttribute('data-admitted', 'true');
      await stop();
      await scan();
      await expect(result).toHaveAttribute('data-admitted', 'false');
      await expect(result).toContainText(checkinPageMessages.refused(passStateLabels.usedUp));
      await snapshot(page, testInfo, 'checkin-refused');
      await page.getByRole('button', { name: checkinPageMessages.stopCamera }).click();

      // A typed code that was altered is refused with the server's reason.
      await page
        .getByLabel(checkinPageMessages.codeLabel)
        .fill(`${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`);
      await page.getByRole('button', { name: checkinPageMessages.submit }).click();
      await expect(result).toContainText(checkinPageMessages.refused('El código del pase no es válido.'));
      expect(await seriousViolations(page, testInfo, 'checkin-result')).toEqual([]);
      // A phone at the door: the answer and the typed code fit 375 px.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await horizontalOverflow(page)).toBe(0);
      await snapshot(page, testInfo, 'checkin-375');

      // Elsewhere the camera stays off, also after leaving the screen inside the app: the next screen
      // is a new document with its own policy.
      const home = await page.request.get('/');
      expect(home.headers()['permissions-policy']).toContain('camera=()');
      const [next] = await Promise.all([
        page.waitForResponse((r) => r.request().resourceType() === 'document'),
        page.getByRole('link', { name: checkinPageMessages.back }).click(),
      ]);
      expect(new URL(next.url()).pathname).toBe(new URL(page.url()).pathname);
      expect(next.headers()['permissions-policy']).toContain('camera=()');
    } finally {
      await context.close();
      await browser.close();
    }
  });

  test('the member sees the visits and shares health conditions with the gym, who sees them in "Mis clientes"', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const memberId = await signInAs(page, buyer, 'user');
    const declared = await page.request.put(`/api/user/profile/update/${memberId}`, {
      headers: sameOrigin(page),
      data: { healthConditions: ['asma'] },
    });
    expect(declared.status()).toBe(200);
    await followNav(page, 'Mi perfil');
    const pass = page.getByTestId('pass').filter({ hasText: 'Spinning' });
    await expect(pass.getByTestId('pass-visits')).toContainText('2 entradas');
    const consent = pass.getByRole('switch', { name: clientsPageMessages.consentLabel(gym.gymName) });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByText(clientsPageMessages.consentSaved(true, gym.gymName))).toBeVisible();

    // The partner, in another browser context.
    const context = await browser.newContext({ baseURL, locale: 'es-AR' });
    const partner = await context.newPage();
    try {
      await signInAs(partner, gym.owner, 'partner');
      await followNav(partner, 'Mi perfil');
      await partner.getByTestId('clients-link').click();
      await expect(partner.getByRole('heading', { level: 1, name: clientsPageMessages.title })).toBeVisible();
      const card = partner.getByTestId('client').filter({ hasText: displayName(buyer.name) });
      // The used-up Spinning pass is no longer valid; the month of membership is.
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Cuota mensual');
      await expect(card).toContainText('0 visitas');
      await expect(card.getByTestId('client-health')).toContainText('Asma');
      expect(await seriousViolations(partner, testInfo, 'clients')).toEqual([]);
      await snapshot(partner, testInfo, 'clients');
      await partner.setViewportSize({ width: 375, height: 812 });
      expect(await horizontalOverflow(partner)).toBe(0);
      await snapshot(partner, testInfo, 'clients-375');

      // The member withdraws consent: the gym no longer sees the conditions.
      await consent.uncheck();
      await expect(page.getByText(clientsPageMessages.consentSaved(false, gym.gymName))).toBeVisible();
      await partner.reload();
      await expect(card.getByTestId('client-health')).toContainText(clientsPageMessages.healthHidden);
      await expect(card).not.toContainText('Asma');
    } finally {
      await context.close();
    }
  });
});
