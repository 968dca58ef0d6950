/**
 * JavaScript budgets of the first screens (tests/budget/pages.ts, ADR 0013), measured as a phone loads
 * them: Chromium at a phone's viewport opens the page, waits until the network has been quiet, and every
 * script of our origin it fetched counts — the entry, the screen, their imports, and the lazy chunks the
 * page pulls in on its own (modulepreloads, code split behind a visible component). Each file counts
 * at its gzip level 9 size in the build (the server sends Brotli when the browser takes it, which is
 * smaller), so the figure does not depend on the transfer.
 */
import { gzipBytes, WEB_DIST } from '../budget/manifest';
import { PAGE_BUDGETS } from '../budget/pages';
import type { Page } from '@playwright/test';
import { apiGymList, expect, test } from './fixtures';

const KB = 1024;

/**
 * Waits until the page stops fetching scripts: the network idle, then the browser idle (chunks loaded
 * after the first paint or in idle time), then a quiet second and a half; again while new scripts came.
 * Without it the count depended on how far the idle-time loads had got (± 10 KB run to run).
 */
async function settle(page: Page, scripts: ReadonlySet<string>): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    const before = scripts.size;
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await page.waitForTimeout(1500);
    if (scripts.size === before) return;
  }
}

// Lighthouse's mobile screen (412 × 823 CSS px), the phone bench/web measures with.
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

test.describe('JavaScript a phone loads (gzip -9 of the build output)', () => {
  for (const { page: path, budget } of PAGE_BUDGETS) {
    test(`${path} loads at most ${budget / KB} KB of JavaScript`, async ({ page, request }, testInfo) => {
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
          scripts.add(url.pathname.slice(1));
      });
      let target = path;
      if (path.includes('{gym}')) {
        const gym = (await apiGymList(request)).gyms[0];
        if (!gym) throw new Error('empty catalogue');
        target = path.replace('{gym}', gym._id);
      }
      await page.goto(target, { waitUntil: 'load' });
      await expect(page.locator('h1').first()).toBeVisible();
      await settle(page, scripts);
      const sizes = [...scripts].sort().map((file) => ({ file, bytes: gzipBytes(file) }));
      const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
      const report =
        `${path}: ${(total / KB).toFixed(1)} KB in ${sizes.length} files (${WEB_DIST})\n` +
        sizes.map((s) => `  ${(s.bytes / KB).toFixed(1).padStart(6)} KB ${s.file}`).join('\n');
      console.info(report);
      await testInfo.attach('scripts', { body: report, contentType: 'text/plain' });
      expect(sizes.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }
});
