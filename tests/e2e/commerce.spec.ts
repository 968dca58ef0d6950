/**
 * Members pay in the browser (docs/architecture.md §5; SPEC §2 `/stripe`, §3 cart item, §4 cart rules), with
 * the demo (`manual`) provider: a member adds a membership and classes from a gym detail, changes the
 * quantities on the cart page (+ raises, − lowers, − at 1 removes), pays at /stripe, lands on the paid
 * order, finds the QR pass under "Mis compras" and the receipt in the outbox. Also: a declined card
 * keeps the cart; a visitor's browser cart is merged at sign-in; an addition answered while the cart
 * is being read keeps its unit; a changed price is reviewed and confirmed; axe on the cart, /stripe and "Mis compras"; the screens at 375 px.
 */
import { commerceMessages, demoModeMessages } from '../../src/shared/messages';
import { newAccount, registerByApi, waitForMail, followNav } from './accounts-helpers';
import {
  addFromDetail,
  cartBadge,
  cartLine,
  fillCard,
  money,
  sellingGymForFile,
  signedInMember,
  type SellingGym,
} from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow } from './partners-helpers';

test.describe('commerce', () => {
  // One selling gym for the whole file (registrations are rate limited per IP); each test has its own member.
  let gym: SellingGym;
  test.beforeAll(async ({ playwright, workerServer }) => {
    gym = await sellingGymForFile(playwright, workerServer.url);
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  test('a member buys a membership and two classes, pays in demo mode and gets the QR pass and the receipt', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const member = await signedInMember(page, request, 'Compradora');
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, vacío');

    // The gym detail sells its membership and its classes.
    await page.goto(`/detail/gym/${gym.gymId}`);
    const products = page.getByRole('region', { name: 'Comprar' });
    await expect(products.getByText(demoModeMessages.notice)).toBeVisible();
    await expect(products.getByTestId('product').filter({ hasText: 'Cuota mensual' })).toContainText(
      money('$ 25.000 / mes'),
    );
    await expect(products.getByTestId('product').filter({ hasText: 'Spinning' })).toContainText(
      money('$ 4.000 / clase'),
    );
    await addFromDetail(page, gym.membership);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
    await addFromDetail(page, gym.spinning);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 2 unidades');
    await addFromDetail(page, gym.spinning);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 3 unidades');
    await addFromDetail(page, gym.yoga);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 4 unidades');

    // The cart: SPEC §4 rules on screen.
    await cartBadge(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi carrito' })).toBeVisible();
    await expect(page.getByText(demoModeMessages.notice)).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/2$/);
    await expect(page.getByTestId('cart-total')).toHaveText(money('$ 36.500'));
    await page.getByRole('button', { name: 'Sumar una unidad de Spinning' }).click();
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/3$/);
    await expect(cartLine(page, 'Spinning').getByTestId('line-total')).toHaveText(money('$ 12.000'));
    await expect(
      page.getByRole('status').filter({ hasText: 'Spinning: 3 unidades en el carrito.' }),
    ).toBeAttached();
    await page.getByRole('button', { name: 'Restar una unidad de Spinning' }).click();
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/2$/);
    // − at 1 takes the line out, and its label says so beforehand.
    await page.getByRole('button', { name: 'Sacar Yoga del carrito' }).click();
    await expect(cartLine(page, 'Yoga')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Productos de tu carrito' })).toBeFocused();
    await expect(page.getByTestId('cart-total')).toHaveText(money('$ 33.000'));
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 3 unidades');
    expect(await seriousViolations(page, testInfo, 'cart')).toEqual([]);
    await snapshot(page, testInfo, 'cart');

    // /stripe in demo mode.
    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/stripe$/);
    await expect(page.getByText(demoModeMessages.notice)).toBeVisible();
    await expect(page.getByText(demoModeMessages.declineHint)).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(money('$ 33.000'));
    // Nothing prefilled: the test card is one button away.
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('');
    await page.getByRole('button', { name: 'Usar tarjeta de prueba' }).click();
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('Vencimiento (MM/AA)')).toHaveValue(/^12\/\d{2}$/);
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.getByText('Revisá el número de tarjeta: no es válido.')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    expect(await seriousViolations(page, testInfo, 'stripe')).toEqual([]);
    await snapshot(page, testInfo, 'stripe');
    await page.getByRole('button', { name: money('Pagar $ 33.000') }).click();

    // The paid order.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText('¡Gracias! Tu pago fue aprobado.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pagada');
    const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
    expect(reference).toMatch(/^BG-[0-9A-Z]{8}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Compra ${reference}` })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(money('$ 33.000'));
    await expect(page.getByTestId('pass')).toHaveCount(2);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, vacío');
    await snapshot(page, testInfo, 'order');

    // The receipt mail (the second mail after the activation one) quotes the reference.
    const receipt = await waitForMail(member.email, 2);
    expect(receipt).toContain(reference);

    // "Mis compras" on the profile, with the QR pass.
    await followNav(page, 'Mi perfil');
    const orders = page.getByTestId('my-orders');
    await expect(orders.getByRole('heading', { name: 'Mis compras' })).toBeVisible();
    const order = orders.getByTestId('order-card').filter({ hasText: reference });
    await expect(order.getByTestId('order-status')).toHaveText('Pagada');
    await expect(orders.getByText(demoModeMessages.notice)).toBeVisible();
    const pass = order.getByTestId('pass').filter({ hasText: 'Spinning' });
    await expect(pass.getByTestId('pass-state')).toHaveText('Válido');
    await expect(pass).toContainText('2 de 2');
    const qr = pass.getByRole('img', { name: `Código QR del pase de Spinning en ${gym.gymName}` });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(240);
    // The QR is the pass's rotating code (ADR 0029), computed on the device, with its seconds left.
    await expect(pass.getByTestId('pass-countdown')).toHaveText(/^El código cambia en ([1-9]|[12]\d|30) s$/);
    expect(await seriousViolations(page, testInfo, 'mis-compras')).toEqual([]);
    await pass.getByRole('button', { name: `Ver el pase de Spinning en ${gym.gymName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pase: Spinning' });
    await expect(dialog.getByRole('img', { name: /Código QR del pase de Spinning/ })).toBeVisible();
    await expect(dialog.getByTestId('pass-code')).toHaveText(/^BGT1\.[A-Za-z0-9_-]{22}\.\d{8}$/);
    await snapshot(page, testInfo, 'pass-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await order.getByRole('link', { name: `Ver el comprobante de la compra ${reference}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Compra ${reference}` })).toBeVisible();
    await expect(page.getByTestId('order-receipt')).toHaveText('Te enviamos el comprobante por email.');
  });

  test('a declined card shows the message and keeps the cart; the next attempt pays', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedInMember(page, request, 'Rechazo');
    await page.goto(`/detail/gym/${gym.gymId}`);
    await addFromDetail(page, gym.membership);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');

    await page.goto('/stripe');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: money('Pagar $ 25.000') }).click();
    await expect(page.getByTestId('payment-failure')).toHaveText(commerceMessages.paymentDeclined);
    await expect(page).toHaveURL(/\/stripe$/);
    await expect(page.getByTestId('checkout-total')).toHaveText(money('$ 25.000'));
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');

    // Another card: a new attempt (a new idempotency key) that is approved.
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: money('Pagar $ 25.000') }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Pagada');

    await followNav(page, 'Mi perfil');
    // One purchase with its receipt; the declined card is an attempt, without a receipt.
    const orders = page.getByTestId('my-orders');
    await expect(orders.getByTestId('order-card').getByTestId('order-status')).toHaveText(['Pagada']);
    await expect(orders.getByText('1 compra', { exact: true })).toBeVisible();
    const attempt = orders.getByTestId('order-attempt');
    await expect(attempt.getByTestId('order-status')).toHaveText('Rechazada');
    await expect(attempt.getByRole('link', { name: /comprobante/ })).toHaveCount(0);
  });

  test("a visitor's cart survives sign-in (merged into the member's cart)", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = newAccount('Visitante');
    await registerByApi(request, member);

    await page.goto(`/detail/gym/${gym.gymId}`);
    await expect(cartBadge(page)).toHaveCount(0);
    await expect(page.getByTestId('visitor-invite')).toContainText(
      'Iniciá sesión para pagar; guardamos lo que agregaste.',
    );
    await addFromDetail(page, gym.spinning);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
    await addFromDetail(page, gym.spinning);
    await addFromDetail(page, gym.membership);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 3 unidades');

    await cartBadge(page).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(cartLine(page, 'Spinning')).toContainText(money('Precio al agregarlo: $ 4.000 / clase'));
    await page.getByRole('button', { name: 'Sumar una unidad de Spinning' }).click();
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/3$/);
    await page.getByRole('button', { name: 'Restar una unidad de Spinning' }).click();
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/2$/);
    expect(await seriousViolations(page, testInfo, 'visitor-cart')).toEqual([]);

    await page.getByRole('link', { name: 'Iniciar sesión para pagar' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/home\/user\//);
    await expect(
      page.getByText('Sumamos a tu carrito lo que habías agregado antes de iniciar sesión.'),
    ).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 3 unidades');
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();

    await cartBadge(page).click();
    await expect(cartLine(page, 'Spinning').getByTestId('line-qty')).toHaveText(/2$/);
    await expect(cartLine(page, 'Cuota mensual').getByTestId('line-qty')).toHaveText(/1$/);
    await expect(page.getByTestId('cart-total')).toHaveText(money('$ 33.000'));
  });

  test('an addition answered while the cart is being read keeps its unit on the badge', async ({ page, request }) => {
    await signedInMember(page, request, 'Carrera');
    // The badge's code loads lazily and reads the cart on mount. Its code is held until the addition
    // leaves, its read is answered before the addition is written and reaches the page only after the
    // addition's answer: the older cart must not replace the newer one.
    let additionLeft!: () => void;
    const additionLeaves = new Promise<void>((resolve) => (additionLeft = resolve));
    let cartRead!: () => void;
    const cartIsRead = new Promise<void>((resolve) => (cartRead = resolve));
    await page.route('**/assets/CartBadge-*.js', async (route) => {
      await additionLeaves;
      await route.continue();
    });
    await page.route('**/api/shopcart', async (route) => {
      if (route.request().method() === 'POST') {
        additionLeft();
        await cartIsRead;
        await route.continue();
        return;
      }
      const older = await route.fetch();
      cartRead();
      await expect(page.getByText(`Agregaste ${gym.membership.name} al carrito.`).last()).toBeVisible();
      // Cancelled by then once the addition's answer has won; fulfilling an aborted request throws.
      await route.fulfill({ response: older }).catch(() => undefined);
    });
    await page.goto(`/detail/gym/${gym.gymId}`);
    await addFromDetail(page, gym.membership);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
    // Still so once every read has settled.
    await page.unrouteAll({ behavior: 'wait' });
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');
  });

  test('a changed price is shown before paying and confirmed; the screens fit 375 px', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signedInMember(page, request, 'Precio');
    await page.goto(`/detail/gym/${gym.gymId}`);
    await addFromDetail(page, gym.yoga);
    await expect(cartBadge(page)).toHaveAccessibleName('Mi carrito, 1 unidad');

    // The last test of the file: the other tests keep Yoga's first price.
    const updated = await gym.partner.put('/api/partner/gyms/serviceupdate', {
      data: { _id: gym.yoga._id, price: 3900 },
    });
    expect(updated.status()).toBe(200);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/cart');
    const review = page.getByTestId('cart-review');
    await expect(review).toContainText(money('Yoga: antes $ 3.500, ahora $ 3.900.'));
    await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await snapshot(page, testInfo, 'cart-review-375');
    await review.getByRole('button', { name: 'Confirmar precios nuevos' }).click();
    await expect(review).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText(money('$ 3.900'));

    await page.getByRole('link', { name: 'Pagar', exact: true }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(money('$ 3.900'));
    expect(await horizontalOverflow(page)).toBe(0);
    await snapshot(page, testInfo, 'stripe-375');
  });
});
