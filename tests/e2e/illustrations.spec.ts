/**
 * Gyms without photos show the drawing of their main activity (src/web/features/gyms/illustration.ts)
 * instead of initials: on the list's cards, on the detail's banner and in the map popup. Each drawing
 * must have loaded, and the picture box keeps the size the CSS gives it (no layout shift, ADR 0013).
 */
import type { Locator, Page } from '@playwright/test';
import { illustrationUrlOf, mainActivityOf } from '../../src/shared/domain/illustration';
import { apiGymList, apiGymPins, cards, expect, openMarkerPopup, snapshot, test } from './fixtures';

const PHONE = { width: 375, height: 812 };

/** Waits until `img` has loaded and returns its natural width. */
async function loadedWidth(img: Locator): Promise<number> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

/** Checks that `img` shows an illustration that has loaded. */
async function expectLoadedIllustration(img: Locator, src?: string): Promise<void> {
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', src ?? /^\/illustrations\/[a-z-]+\.svg$/);
  await expect(img).toHaveAttribute('alt', '');
  expect(await loadedWidth(img)).toBeGreaterThan(0);
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

test.describe('gym illustrations', () => {
  test('the list shows each gym without photo with its illustration, not initials', async ({
    page,
    request,
  }, testInfo) => {
    const { gyms } = await apiGymList(request);
    const first = gyms[0];
    if (!first) throw new Error('empty catalogue');
    expect(first.image).toEqual([]);

    await page.goto('/');
    const card = cards(page).first();
    await expect(card).toHaveAttribute('data-gym-id', first._id);
    const media = card.locator('.gym-card__media');
    const img = media.getByTestId('gym-illustration');
    await expectLoadedIllustration(img, illustrationUrlOf(first));
    await expect(img).toHaveAttribute('loading', 'lazy');
    // No initials: no SVG text and no short capital letters in the picture box.
    await expect(media.locator('svg text')).toHaveCount(0);
    expect((await media.innerText()).trim()).not.toMatch(/^[A-ZÁÉÍÓÚÑ]{1,2}$/);
    // The image fills the box the CSS reserves (16:9), so its arrival moves nothing.
    const [mediaBox, imgBox] = await Promise.all([media.boundingBox(), img.boundingBox()]);
    expect(imgBox).toEqual(mediaBox);
    expect(Math.round(((mediaBox?.width ?? 0) / (mediaBox?.height ?? 1)) * 9)).toBe(16);

    // Every card of the page: its own gym's drawing.
    for (const [i, gym] of gyms.entries()) {
      if (gym.image.length > 0) continue;
      await expect(cards(page).nth(i).getByTestId('gym-illustration')).toHaveAttribute(
        'data-illustration',
        mainActivityOf(gym),
      );
    }
    await scrollThrough(page);
    await snapshot(page, testInfo, 'illustrations-list-desktop');

    await page.setViewportSize(PHONE);
    await expectLoadedIllustration(cards(page).first().getByTestId('gym-illustration'));
    const phoneMedia = await cards(page).first().locator('.gym-card__media').boundingBox();
    expect(Math.round(((phoneMedia?.width ?? 0) / (phoneMedia?.height ?? 1)) * 9)).toBe(21);
    await scrollThrough(page);
    await snapshot(page, testInfo, 'illustrations-list-phone');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the pictures keep the 21:9 box of the skeleton cards', async ({ page }) => {
      // The server renders the list opened by address with its gyms (ADR 0046), so no skeleton shows
      // there: the skeleton is what a move inside the app shows, from the sign-in screen to the list.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Ingresar' })).toBeVisible();
      // Hold the list's answer until the skeleton has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/partner/gyms/allgyms?**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('link', { name: 'BuscaGym, ir al inicio' }).click();
      const skeleton = page.locator('.gym-card--skeleton .gym-card__media').first();
      await expect(skeleton).toBeVisible();
      const skeletonBox = await skeleton.boundingBox();
      release();
      const img = cards(page).first().getByTestId('gym-illustration');
      await expectLoadedIllustration(img);
      const mediaBox = await cards(page).first().locator('.gym-card__media').boundingBox();
      expect(mediaBox?.height).toBeCloseTo(skeletonBox?.height ?? 0, 0);
      expect(Math.round(((mediaBox?.width ?? 0) / (mediaBox?.height ?? 1)) * 9)).toBe(21);
      expect(await img.boundingBox()).toEqual(mediaBox);
    });
  });

  test('the detail banner of a gym without photos is its illustration, loaded first', async ({
    page,
    request,
  }, testInfo) => {
    const { gyms } = await apiGymList(request);
    const gym = gyms.find((g) => g.image.length === 0);
    if (!gym) throw new Error('no gym without photos');
    await page.goto(`/detail/gym/${gym._id}`);
    await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
    const banner = page.locator('.gym-detail__placeholder');
    await expectLoadedIllustration(banner, illustrationUrlOf(gym));
    await expect(banner).toHaveAttribute('loading', 'eager');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main svg text')).toHaveCount(0);
    await snapshot(page, testInfo, 'illustrations-detail-desktop');
    await page.setViewportSize(PHONE);
    await expectLoadedIllustration(banner);
    await snapshot(page, testInfo, 'illustrations-detail-phone');
  });

  test('a swimming club shows the swimming illustration', async ({ page, request }, testInfo) => {
    const { gyms } = await apiGymList(request, { service: 'Natación', limit: 50 });
    expect(gyms.length).toBeGreaterThan(0);
    const swimming = gyms.find((g) => g.image.length === 0 && mainActivityOf(g) === 'natacion');
    if (!swimming) throw new Error('no swimming club without photos');
    expect(swimming.services.map((s) => s.name)).toContain('Natación');

    await page.goto(`/detail/gym/${swimming._id}`);
    await expect(page.getByRole('heading', { level: 1, name: swimming.name })).toBeVisible();
    await expectLoadedIllustration(page.locator('.gym-detail__placeholder'), '/illustrations/natacion.svg');

    // The list filtered by the service shows it too.
    await page.goto(`/?service=${encodeURIComponent('Natación')}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(
      page.locator('[data-testid="gym-illustration"][data-illustration="natacion"]').first(),
    ).toBeVisible();
    await snapshot(page, testInfo, 'illustrations-natacion');
  });

  test('the map popup shows the illustration of the gym named', async ({ page, request }, testInfo) => {
    const { gyms } = await apiGymPins(request);
    const target = gyms.find((g) => mainActivityOf(g) !== 'club') ?? gyms[0];
    if (!target) throw new Error('empty catalogue');
    await page.goto(`/maps?name=${encodeURIComponent(target.name)}`);
    const marker = page.getByRole('button', { name: target.name, exact: true }).first();
    await expect(marker).toBeVisible();
    const popup = await openMarkerPopup(page, marker, target.name);
    await expectLoadedIllustration(popup.getByTestId('gym-illustration'), illustrationUrlOf(target));
    await snapshot(page, testInfo, 'illustrations-map-popup');
  });
});
