/**
 * The JavaScript budgets of the first screens (ADR 0013): gzip level 9 of every script a phone loads
 * for the page, lazy chunks included, as `tests/e2e/budgets.spec.ts` measures them in Chromium. A phone
 * on a slow network pays for every kilobyte before the page works.
 * @module
 */

const KB = 1024;

/** One page: its path (`{gym}` stands for a published gym's id) and its budget, bytes. */
export interface PageBudget {
  page: string;
  budget: number;
}

/**
 * The budgets, bytes of gzip -9. Until 2026-11-30 they counted only the chunks the build manifest names
 * for a page (its entry, its screen and their static imports), not what the page loads after: `/`
 * 124 KB, `/maps` 200, `/login` 143, a gym detail 200. Measured the new way on that day's build, the same
 * pages loaded 127.8, 180.0, 145.0 and 213.7 KB; `/` and `/login` keep their budgets re-based by
 * what the new count adds (their prefetched and idle chunks), the detail's is the phone target
 * of docs/architecture.md §6.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { page: '/', budget: 128 * KB },
  { page: '/maps', budget: 200 * KB },
  { page: '/login', budget: 146 * KB },
  { page: '/detail/gym/{gym}', budget: 150 * KB },
];
