/**
 * Notifications on the web (ADR 0031), in Chromium. Right after a purchase the order page offers
 * "¿Querés que te avisemos?" (never before: the gym detail and the cart show no offer); "Ahora no"
 * puts it away; the member's profile has the "Avisos en este dispositivo" switch; both are accessible.
 * With the service worker allowed and notifications granted, a push message delivered to the worker
 * (DevTools protocol `ServiceWorker.deliverPushMessage`, as a push service would) is shown by
 * public/push-sw.js with its title, body, tag and the page it opens. A real subscription needs a push
 * service, which headless Chromium has not: the API tests cover subscribing against a local fake.
 */
import { pushNotificationMessages } from '../../src/shared/messages/push';
import { pushWebMessages as m } from '../../src/shared/messages/push.web';
import {
  addFromDetail,
  cartBadge,
  fillCard,
  sellingGymForFile,
  signedInMember,
  type SellingGym,
} from './commerce-helpers';
import { expect, seriousViolations, test } from './fixtures';
import { followNav } from './accounts-helpers';

let gym: SellingGym;

test.beforeAll(async ({ playwright, workerServer }) => {
  gym = await sellingGymForFile(playwright, workerServer.url);
});

test('the offer comes right after a purchase, never before; the profile has the switch', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInMember(page, request, 'Avisos');
  await page.goto(`/detail/gym/${gym.gymId}`);
  await addFromDetail(page, gym.membership);
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
  await page.goto('/stripe');
  await expect(page.getByTestId('push-offer')).toHaveCount(0);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  const offer = page.getByTestId('push-offer');
  await expect(offer.getByRole('heading', { name: m.offerTitle })).toBeVisible();
  await expect(offer.getByRole('button', { name: m.enable })).toBeVisible();
  expect(await seriousViolations(page, testInfo, 'push-offer')).toEqual([]);
  await offer.getByRole('button', { name: m.notNow }).click();
  await expect(offer).toHaveCount(0);

  await followNav(page, 'Mi perfil');
  const panel = page.getByTestId('push-switch');
  await expect(panel.getByRole('heading', { name: m.switchTitle })).toBeVisible();
  await expect(panel.getByText(m.switchHint)).toBeVisible();
  // Service workers are blocked in this spec's context: the switch is there, off.
  await expect(panel.getByRole('switch', { name: m.switchLabel })).toHaveAttribute('aria-checked', 'false');
  expect(await seriousViolations(page, testInfo, 'push-switch')).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a pushed message is shown as a notification carrying the page it opens', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    // `ready` resolves once the worker is activating; a push reaches it only once activated, which
    // takes longer on a loaded machine.
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated')
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated') resolve();
          }),
        );
      return registration.scope;
    });
    await expect.poll(() => registrations.get(scope)).toBeDefined();

    const text = pushNotificationMessages.cancelled(
      'Yoga al alba',
      gym.gymName,
      'jueves, 3 de diciembre',
      '07:00',
    );
    const payload = { ...text, url: '/detail/gym/abc', tag: 'booking-1' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: registrations.get(scope) ?? '',
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect.poll(shown).toEqual([{ ...text, tag: 'booking-1', url: '/detail/gym/abc' }]);
    await cdp.detach();
  });
});
