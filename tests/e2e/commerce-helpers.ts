/**
 * Helpers of the commerce e2e tests: a gym that sells (a fresh partner's gym with a monthly price and
 * priced services, made through the partner API, since the seeded services carry no price), a signed-in
 * member, the top bar's cart link, the cart's lines and the demo card form (cart and plan payments).
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { productsResponseSchema, type Product } from '../../src/shared/contract/cart';
import { rotatingDoorCode } from '../../src/shared/domain/door-code';
import { newAccount, registerByApi, signInByUi } from './accounts-helpers';
import { expect } from './fixtures';

/** Products of the selling gym, by name. */
export interface SellingGym {
  gymId: string;
  gymName: string;
  membership: Product;
  spinning: Product;
  yoga: Product;
  /** The partner's API session (e.g. to change a price). */
  partner: APIRequestContext;
  /** The partner's account (to sign in through the screens). */
  owner: ReturnType<typeof newAccount>;
}

/**
 * An amount as the screen shows it, as a pattern: "$ 25.000" matches whatever space Intl puts after
 * the sign (a no-break space) — any space of `text` matches any space. A text ending in a digit must not
 * go on with centavos, so "$ 25.000" does not match "$ 25.000,00" (a figure may touch the next text:
 * "$ 7.0001 venta" is the amount and "1 venta").
 */
export const money = (text: string) =>
  new RegExp(text.replace(/[.$]/g, '\\$&').replace(/\s/g, '\\s') + (/\d$/.test(text) ? '(?!,\\d)' : ''));

/** Headers of a mutating API call outside the browser (the server's CSRF check wants the origin). */
export const apiHeaders = (baseURL: string) => ({ Origin: baseURL, 'X-Requested-With': 'XMLHttpRequest' });

/**
 * {@link sellingGym} for a whole spec file's `beforeAll`: opens and closes its own API context on the
 * project's base URL.
 */
export async function sellingGymForFile(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<SellingGym> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await sellingGym(playwright, api, baseURL);
  } finally {
    await api.dispose();
  }
}

/**
 * A fresh partner's published gym (ARS 25.000 a month) with two priced services: Spinning (ARS 4.000
 * a class) and Yoga (ARS 3.500 a class).
 */
export async function sellingGym(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
): Promise<SellingGym> {
  const owner = newAccount('Duena');
  await registerByApi(request, owner, { type: 'partner' });
  const partner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: apiHeaders(baseURL) });
  const login = await partner.post('/api/service/login', {
    data: { username: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  const gymName = `Club Pago ${owner.name.split(' ')[1]}`;
  const created = await partner.post('/api/partner/gyms/gymscreate', {
    data: {
      name: gymName,
      price: 25000,
      address: 'Av. Corrientes 1500',
      latitude: -34.604,
      longitude: -58.386,
    },
  });
  expect(created.status()).toBe(201);
  const { gym } = (await created.json()) as { gym: { _id: string } };
  for (const [name, price] of [
    ['Spinning', 4000],
    ['Yoga', 3500],
  ] as const) {
    const service = await partner.post('/api/partner/gyms/servicecreate', {
      data: { gymId: gym._id, name, duration: 50, price, description: `${name} en grupo reducido` },
    });
    expect(service.status()).toBe(201);
  }
  // Published once it sells something with a price, as its owner does from the checklist (ADR 0026 §3).
  const published = await partner.put('/api/partner/gyms/gymsupdate', {
    data: { _id: gym._id, gymActive: true },
  });
  expect(published.status()).toBe(200);
  const answer = await request.get(`/api/products/gym/${gym._id}`);
  expect(answer.status()).toBe(200);
  const { products } = productsResponseSchema.parse(await answer.json());
  const byName = (name: string) => {
    const product = products.find((p) => p.name === name);
    if (!product) throw new Error(`the gym does not sell ${name}: ${products.map((p) => p.name).join(', ')}`);
    return product;
  };
  return {
    gymId: gym._id,
    gymName,
    membership: byName('Cuota mensual'),
    spinning: byName('Spinning'),
    yoga: byName('Yoga'),
    partner,
    owner,
  };
}

/** Signs up a fresh member and signs in through the login screen. */
export async function signedInMember(page: Page, request: APIRequestContext, prefix: string) {
  const account = newAccount(prefix);
  await registerByApi(request, account);
  await signInByUi(page, account);
  return account;
}

/** The cart link of the top bar. */
export const cartBadge = (page: Page) => page.getByTestId('cart-badge');

/** Fills the demo card form with `number` (a future expiry and a CVC). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad').fill('123');
}

/** The line of product `name` on the cart page. */
export const cartLine = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Adds `product` from the gym detail page (already open) and waits for the confirmation toast. */
export async function addFromDetail(page: Page, product: Product): Promise<void> {
  await page.getByRole('button', { name: `Agregar ${product.name} al carrito` }).click();
  await expect(page.getByText(`Agregaste ${product.name} al carrito.`).last()).toBeVisible();
}

/** A paid order's lines as the API answers them (product, pass code and short door code). */
export interface PaidLine {
  productId: string;
  pass: { _id: string; code: string; doorCode: string } | null;
}

/**
 * The door code member `account`'s phone shows now for pass `pass` (ADR 0036): the pass's secret asked
 * over the member's session as the pass screen does, then the same otpauth TOTP and
 * `rotatingDoorCode` as the web. @returns the 8 symbols
 */
export async function shownDoorCode(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: ReturnType<typeof newAccount>,
  pass: { _id: string; doorCode: string },
): Promise<string> {
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: apiHeaders(baseURL) });
  try {
    const login = await member.post('/api/service/login', {
      data: { username: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    const res = await member.post(`/api/passes/${pass._id}/rotating`);
    expect(res.status()).toBe(200);
    const secret = (await res.json()) as {
      secret: string;
      period: number;
      digits: number;
      algorithm: string;
    };
    const totp = new TOTP({ ...secret, secret: Secret.fromBase32(secret.secret) });
    return rotatingDoorCode(pass.doorCode, totp.generate());
  } finally {
    await member.dispose();
  }
}

/**
 * A fresh member buys `productIds` (one unit per entry; repeat an id for more) through the API with the
 * demo provider, as the purchase screens would (covered by commerce.spec.ts). @returns the member's
 * account, the paid order's id, lines and reference (`BG-…`)
 */
export async function buyByApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  productIds: readonly string[],
): Promise<{
  account: ReturnType<typeof newAccount>;
  orderId: string;
  lines: PaidLine[];
  reference: string;
}> {
  const account = newAccount(prefix);
  await registerByApi(request, account);
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: apiHeaders(baseURL) });
  try {
    const login = await member.post('/api/service/login', {
      data: { username: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    for (const id of productIds)
      expect((await member.post('/api/shopcart', { data: { action: 'add', id } })).status()).toBe(200);
    const checkout = await member.post('/api/orders/checkout', {
      headers: { 'Idempotency-Key': `e2e-${prefix}-${Date.now()}-abcdef` },
    });
    expect(checkout.status()).toBe(201);
    const { order } = (await checkout.json()) as { order: { _id: string } };
    const paid = await member.post(`/api/orders/${order._id}/demo-pay`, { data: { cardLast4: '4242' } });
    expect(paid.status()).toBe(200);
    const body = (await paid.json()) as { order: { lines: PaidLine[]; reference: string } };
    return { account, orderId: order._id, lines: body.order.lines, reference: body.order.reference };
  } finally {
    await member.dispose();
  }
}
