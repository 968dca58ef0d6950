/**
 * The administration console on an upright phone (390 × 844): the section navigation leaves the first
 * screen to the section, and no word of a table (a header, a button such as "Deshacer", a cell) is
 * broken across lines. Also the home-screen icon iPhones use (`apple-touch-icon`).
 */
import type { Page } from '@playwright/test';
import { adminSectionLabels, adminShellMessages } from '../../src/shared/messages/admin.web';
import { openSection, signInAdmin } from './admin-helpers';
import { expect, PHONE, snapshot, test } from './fixtures';

/**
 * The words of the page's tables that the browser broke across lines (a word whose text occupies more
 * than one line box), with the text of the cell they stand in. A hyphen is a break opportunity of its
 * own (UAX #14), so the parts of "club-47" count as two words.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(`${match[0]} (in "${node.parentElement?.textContent?.trim()}")`);
        }
      }
    }
    return broken;
  });
}

test.describe('administration on a phone', () => {
  test.use({ viewport: PHONE });

  test('sections take one row at the top and no table breaks a word', async ({ page }, testInfo) => {
    await signInAdmin(page);
    await page.goto(page.url().replace('/home/admin/', '/profile/admin/'));
    const nav = page.getByRole('navigation', { name: adminShellMessages.navLabel });
    await expect(nav).toBeVisible();
    // The ten sections fit in one scrollable row: the first screen belongs to the section.
    const box = await nav.boundingBox();
    expect(box?.height ?? PHONE.height).toBeLessThanOrEqual(PHONE.height * 0.12);
    for (const section of ['usuarios', 'empresas', 'gimnasios', 'importar'] as const) {
      await openSection(page, section);
      await expect(page.locator('main table').first()).toBeVisible();
      expect(await brokenWords(page), adminSectionLabels[section]).toEqual([]);
      // The open section's tab is scrolled into view.
      await expect(
        nav.getByRole('link', { name: adminSectionLabels[section], exact: true }),
      ).toBeInViewport();
    }
    await snapshot(page, testInfo, 'admin-imports-phone');
  });

  test('an iPhone finds a home-screen icon of 180 × 180', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await request.get(href ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    // PNG IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
