/**
 * The country journeys on a phone (390 × 844; ADRs 0052–0056): an owner who signs up and opens a gym
 * through the screens in the page's language, and a member who pays its monthly fee with the demo provider.
 * Every text is read from the messages room in the journey's locale (./locale-helpers).
 */
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { productsResponseSchema, type Product } from '../../src/shared/contract/cart';
import { COUNTRIES, type CountryCode } from '../../src/shared/domain/countries';
import {
  checkoutMessages,
  commerceMessages,
  demoModeMessages,
  gymFormPageMessages,
  locationPickerMessages,
  loginPageMessages,
  myGymsMessages,
  orderPageMessages,
  orderStatusLabels,
  passwordMessages,
  productMessages,
  registerPageMessages,
} from '../../src/shared/messages';
import { cartPageMessages } from '../../src/shared/messages/commerce.web';
import { gymPlacementMessages } from '../../src/shared/messages/geocode.web';
import { gymCountryFormMessages } from '../../src/shared/messages/partners-countries.web';
import type { Locale } from '../../src/shared/messages/i18n/locales';
import type { FakePlace } from '../fakes/geocoder-fake';
import { activationPath, newAccount, registerByApi, waitForMail } from './accounts-helpers';
import { apiHeaders, cartBadge, money } from './commerce-helpers';
import { expect, seriousViolations, snapshot } from './fixtures';
import { chooseLocale, inLocale } from './locale-helpers';
import { horizontalOverflow, storedUserId } from './partners-helpers';

/** The phone every journey runs on. */
export const PHONE = { width: 390, height: 844 } as const;

/** axe is clean and nothing overflows the phone's width. */
export async function fits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page, testInfo, name)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

/** Signs in through the login screen, which speaks `locale`. */
export async function signInIn(
  page: Page,
  locale: Locale,
  account: { email: string; password: string },
): Promise<void> {
  const t = <T>(read: () => T) => inLocale(locale, read);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.getByLabel(t(() => loginPageMessages.email)).fill(account.email);
  await page.getByLabel(t(() => loginPageMessages.password)).fill(account.password);
  await page.getByRole('button', { name: t(() => loginPageMessages.submit) }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userId'))).not.toBeNull();
}

/**
 * An owner signs up through the register screen in `locale`, activates the account from the mail and
 * signs in. @returns the account and its user id
 */
export async function ownerSignsUp(page: Page, locale: Locale, prefix: string) {
  const t = <T>(read: () => T) => inLocale(locale, read);
  const owner = newAccount(prefix);
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.getByLabel(t(() => registerPageMessages.name)).fill(owner.name);
  await page.getByLabel(t(() => registerPageMessages.email)).fill(owner.email);
  await page.getByLabel(t(() => registerPageMessages.password)).fill(owner.password);
  await page.getByLabel(t(() => registerPageMessages.type)).selectOption('partner');
  await page.getByRole('button', { name: t(() => registerPageMessages.submit) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(activationPath(await waitForMail(owner.email)));
  await expect(page.getByText(t(() => passwordMessages.activated))).toBeVisible();
  await signInIn(page, locale, owner);
  return { owner, userId: await storedUserId(page) };
}

/** A gym as its owner types it in the gym form. */
export interface GymByForm {
  name: string;
  country: CountryCode;
  /** The monthly price as typed, in the country's currency and way of writing. */
  price: string;
  /** The address typed, and the fake geocoder's place it is found at. */
  address: string;
  place: FakePlace;
  phone: string;
}

/**
 * From the owner's profile: "Nuevo gimnasio", the form in `locale` with the country already the owner's,
 * the address found in that country, then "Crear gimnasio". @returns the new gym's id
 */
export async function ownerCreatesGym(
  page: Page,
  testInfo: TestInfo,
  locale: Locale,
  userId: string,
  gym: GymByForm,
): Promise<string> {
  const t = <T>(read: () => T) => inLocale(locale, read);
  const tag = gym.country.toLowerCase();
  await page
    .getByRole('link', { name: t(() => myGymsMessages.newGym) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(() => gymFormPageMessages.newTitle) }),
  ).toBeVisible();
  await expect(page.getByLabel(t(() => gymCountryFormMessages.country))).toHaveValue(gym.country);
  await page.getByLabel(t(() => gymFormPageMessages.name)).fill(gym.name);
  // The price is in the gym's country's currency, typed as people there write it (ADR 0053).
  const price = page.getByLabel(t(() => gymFormPageMessages.price(COUNTRIES[gym.country].currency)));
  await expect(page.getByText(t(() => gymFormPageMessages.priceHint[gym.country]))).toBeVisible();
  await price.fill(gym.price);
  const address = page.getByLabel(t(() => gymFormPageMessages.address));
  await address.fill(gym.address);
  await address.blur();
  const found = `${gym.place.road} ${gym.place.houseNumber}, ${gym.place.suburb}`;
  await expect(page.getByTestId('placement-note')).toHaveText(t(() => gymPlacementMessages.found(found)));
  await expect(page.getByLabel(t(() => locationPickerMessages.latitude))).toHaveValue(String(gym.place.lat));
  await expect(page.getByLabel(t(() => locationPickerMessages.longitude))).toHaveValue(String(gym.place.lon));
  await page.getByLabel(t(() => gymFormPageMessages.phone)).fill(gym.phone);
  await fits(page, testInfo, `gym-form-${tag}`);
  await snapshot(page, testInfo, `gym-form-${tag}`);
  await page.getByRole('button', { name: t(() => gymFormPageMessages.create) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/partner/[^/]+/${userId}$`));
  await expect(page.getByTestId('my-gym').filter({ hasText: gym.name })).toBeVisible();
  await fits(page, testInfo, `owner-profile-${tag}`);
  const mine = await page.request.get(`/api/partner/gyms/mygyms/${userId}`);
  expect(mine.status()).toBe(200);
  const { gyms } = (await mine.json()) as { gyms: { _id: string; name: string }[] };
  const created = gyms.find((g) => g.name === gym.name);
  if (!created) throw new Error(`${gym.name} is not among the owner's gyms`);
  return created._id;
}

/**
 * The owner adds a priced class and publishes the gym (a gym is published once it sells a priced service,
 * ADR 0026 §3), over the owner's session as the checklist does. @returns the monthly fee as a product
 */
export async function publishWithAClass(
  page: Page,
  request: APIRequestContext,
  origin: string,
  locale: Locale,
  gymId: string,
): Promise<Product> {
  const headers = apiHeaders(origin);
  const service = await page.request.post('/api/partner/gyms/servicecreate', {
    headers,
    data: { gymId, name: 'Funcional', duration: 50, price: 40 },
  });
  expect(service.status()).toBe(201);
  const published = await page.request.put('/api/partner/gyms/gymsupdate', {
    headers,
    data: { _id: gymId, gymActive: true },
  });
  expect(published.status()).toBe(200);
  const answer = await request.get(`/api/products/gym/${gymId}`, { headers: { 'accept-language': locale } });
  const { products } = productsResponseSchema.parse(await answer.json());
  const membership = products.find((p) => p.kind === 'membership');
  if (!membership) throw new Error('the gym sells no monthly fee');
  expect(membership.name).toBe(inLocale(locale, () => commerceMessages.membershipName));
  return membership;
}

/**
 * A fresh member whose browser speaks `locale` in `country` pays `membership` of gym `gymName` with the
 * demo provider, and sees `shown` (the price as the country writes it) on the gym's page, in the cart, at
 * the checkout and on the paid order.
 */
export async function memberPaysMembership(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  journey: { origin: string; locale: Locale; country: CountryCode },
  gym: { id: string; name: string; membership: Product; shown: string },
): Promise<void> {
  const { origin, locale, country } = journey;
  const t = <T>(read: () => T) => inLocale(locale, read);
  const tag = country.toLowerCase();
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE });
  const page = await context.newPage();
  try {
    await chooseLocale(context, origin, locale, country);
    const buyer = newAccount('Compradora');
    await registerByApi(request, buyer);
    await signInIn(page, locale, buyer);

    await page.goto(`/detail/gym/${gym.id}`);
    await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
    const sale = page.getByRole('region', { name: t(() => productMessages.title) });
    await expect(sale.getByText(t(() => demoModeMessages.notice))).toBeVisible();
    await expect(sale.getByTestId('product').filter({ hasText: gym.membership.name })).toContainText(
      money(gym.shown),
    );
    await page.getByRole('button', { name: t(() => productMessages.addLabel(gym.membership.name)) }).click();
    await expect(page.getByText(t(() => productMessages.added(gym.membership.name))).last()).toBeVisible();
    await fits(page, testInfo, `gym-detail-${tag}`);

    await cartBadge(page).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(() => cartPageMessages.title) }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(gym.shown));
    await page.getByRole('link', { name: t(() => cartPageMessages.pay), exact: true }).click();

    await expect(page.getByTestId('checkout-total')).toHaveText(money(gym.shown));
    await page.getByRole('button', { name: t(() => checkoutMessages.useTestCard) }).click();
    await expect(page.getByLabel(t(() => checkoutMessages.cardNumber))).toHaveValue('4242 4242 4242 4242');
    await fits(page, testInfo, `checkout-${tag}`);
    await snapshot(page, testInfo, `checkout-${tag}`);
    await page.getByRole('button', { name: money(t(() => checkoutMessages.pay(gym.shown))) }).click();

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(t(() => orderPageMessages.paidNotice))).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(t(() => orderStatusLabels.paid));
    await expect(page.getByTestId('order-total')).toHaveText(money(gym.shown));
    await fits(page, testInfo, `order-${tag}`);
    await snapshot(page, testInfo, `order-${tag}`);
  } finally {
    await context.close();
  }
}
