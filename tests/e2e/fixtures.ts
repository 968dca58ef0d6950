/**
 * Shared e2e fixtures and helpers: a server of its own for each worker, map tiles answered locally (no
 * internet in CI), API look-ups to compare the screen with, distance parsing, screenshots as
 * attachments and axe scans.
 */
import AxeBuilder from '@axe-core/playwright';
import { writeFile } from 'node:fs/promises';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { OBELISCO } from '../../src/shared/constants/geo';
import {
  gymListResponseSchema,
  gymMapResponseSchema,
  serviceNamesResponseSchema,
  type GymListResponse,
  type GymMapResponse,
} from '../../src/shared/contract/gyms';
import { startE2eServer, SUITE_SERVER_ENV, WORKER_SERVER_PORT } from './e2e-server';

// A 1×1 transparent PNG served for every map tile request.
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Obelisco, Buenos Aires: the position the geolocation tests pretend to be at, and the one the web
 * measures from when no location is shared (so the API helpers below default to it).
 */
export { OBELISCO };

/** The server the tests of one worker talk to. */
export interface WorkerServer {
  /** Its base URL (the `baseURL` of every page and request of the worker). */
  url: string;
}

/**
 * `test` with a server of its own for each worker (./e2e-server.ts on WORKER_SERVER_PORT, its folder
 * in E2E_DATA_DIR for the outbox and admin helpers; with E2E_BASE_URL set, that server instead), so
 * the spec files of two workers never meet in one database (ADR 0041), and with map tiles served
 * locally.
 */
export const test = base.extend<{ tiles: void }, { workerServer: WorkerServer }>({
  // A server-rendered page (ADR 0046) shows its HTML before React has hydrated it; a click or a key
  // in that gap reaches no handler, as it would for a person. `goto` and `reload` therefore return
  // once the app has taken the page over (`data-hydrated` on <html>, set by `HydrationProvider`): pages the app does
  // not render on the server return as soon as they load, as before.
  page: async ({ page }, use) => {
    const hydrated = () =>
      page.waitForFunction(
        () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated'),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({ url: external });
        return;
      }
      const server = await startE2eServer({
        port: WORKER_SERVER_PORT,
        withAdmin: true,
        env: SUITE_SERVER_ENV,
      });
      process.env.E2E_DATA_DIR = server.dataDir;
      try {
        await use({ url: server.url });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  tiles: [
    async ({ context }, use) => {
      await context.route(/\/\/[^/]*tile[^/]*\/\d+\/\d+\/\d+/, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG }),
      );
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Query string for the catalogue API. */
const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** `GET allgyms` as the app would call it (from the Obelisco, as the web without a shared location, unless given). */
export async function apiGymList(
  request: APIRequestContext,
  params: Record<string, string | number | undefined> = {},
): Promise<GymListResponse> {
  const query = qs({ lat: OBELISCO.latitude, lon: OBELISCO.longitude, ...params });
  const response = await request.get(`/api/partner/gyms/allgyms?${query}`);
  expect(response.ok()).toBe(true);
  return gymListResponseSchema.parse(await response.json());
}

/**
 * Clicks a gym's map marker until its popup opens, and returns the popup. The map fits itself to the
 * pins with a zoom animation, and Leaflet drops a click on a marker while it zooms (a loaded machine
 * stretches the animation), so one click is not always enough.
 */
export async function openMarkerPopup(page: Page, marker: Locator, name: string): Promise<Locator> {
  const popup = page.locator('.leaflet-popup');
  await expect(async () => {
    await marker.click();
    await expect(popup).toContainText(name, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return popup;
}

/**
 * Follows a gym's map popup to its detail page: opens the popup ({@link openMarkerPopup}) and clicks
 * "Ver el gimnasio" until the detail's URL is there, since the map may still pan to show the popup
 * when the link is clicked, and Leaflet drops that click on a busy machine.
 */
export async function followPopupToDetail(
  page: Page,
  marker: Locator,
  gym: { name: string; id: string },
): Promise<void> {
  const detail = new RegExp(`/detail/gym/${gym.id}$`);
  await expect(async () => {
    if (!detail.test(page.url())) {
      // A click on the marker of an open popup closes it (Leaflet toggles), so open it only when shut.
      const open = page.locator('.leaflet-popup').filter({ hasText: gym.name });
      const popup = (await open.isVisible()) ? open : await openMarkerPopup(page, marker, gym.name);
      await popup.getByRole('link', { name: 'Ver el gimnasio' }).click({ timeout: 2000 });
    }
    await expect(page).toHaveURL(detail, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

/** `GET mapgyms` (every pin, nearest first). */
export async function apiGymPins(
  request: APIRequestContext,
  params: Record<string, string | number | undefined> = {},
): Promise<GymMapResponse> {
  const query = qs({
    lat: OBELISCO.latitude,
    lon: OBELISCO.longitude,
    limit: 5000,
    ...params,
  });
  const response = await request.get(`/api/partner/gyms/mapgyms?${query}`);
  expect(response.ok()).toBe(true);
  return gymMapResponseSchema.parse(await response.json());
}

/** A service used by several gyms (the one with most gyms). */
export async function apiPopularService(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/partner/gyms/services');
  expect(response.ok()).toBe(true);
  const { services } = serviceNamesResponseSchema.parse(await response.json());
  const best = [...services].sort((a, b) => b.gyms - a.gyms)[0];
  if (!best) throw new Error('no services in the catalogue');
  return best.name;
}

/** The gym cards on screen. */
export const cards = (page: Page) => page.getByTestId('gym-card');

/** Ids of the gym cards on screen, in order. */
export const shownIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-gym-id') ?? ''));

/** Distances of the cards in km, parsed from "a 2,3 km". */
export async function shownDistances(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('gym-distance').allTextContents();
  return texts.map((t) => {
    const match = /a\s+([\d.]+(?:,\d+)?)\s*km/.exec(t);
    if (!match?.[1]) throw new Error(`unexpected distance text: ${t}`);
    return Number(match[1].replace(/\./g, '').replace(',', '.'));
  });
}

/** Waits until the list shows exactly the gyms `expected` (in order), i.e. the new page has arrived. */
export async function expectShownIds(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(expected);
}

/** Takes a full-page screenshot and attaches it to the test report (kept in test-results/). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Runs axe (WCAG 2.1 A/AA rules) on the page, attaches the full report, and returns the serious and
 * critical violations.
 */
export async function seriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const file = testInfo.outputPath(`axe-${name}.json`);
  await writeFile(file, JSON.stringify({ url: results.url, violations: results.violations }, null, 2));
  await testInfo.attach(`axe-${name}`, { path: file, contentType: 'application/json' });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Waits until the page URL's query parameter `key` equals `value` (null: absent). */
export async function expectParam(page: Page, key: string, value: string | null): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get(key)).toBe(value);
}

/**
 * Scrolls a gym page to its "Clases" frame, as a person reading on would: the classes, Pase BuscaGym
 * and the reviews load when that frame comes near the screen (GymDetailPage's `VisitorSections`),
 * which on a phone is below the first screen.
 */
export async function showVisitorSections(page: Page): Promise<void> {
  // In one step in the page: on a wide screen the sections replace the frame while a locator would
  // still be scrolling to it.
  await page.evaluate(() => document.getElementById('classes-title')?.scrollIntoView({ block: 'center' }));
}

/** The phone the issue-free journeys are tried on: an upright 390 × 844 screen (iPhone 12–15). */
export const PHONE = { width: 390, height: 844 };
