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
 * 124 KB, `/maps` 200, `/login` 143, a gym detail 200. Measured the new way once the public pages were
 * rendered on the server (ADR 0046) and the detail had shed its forms and schemas (ADR 0013, amendment
 * of 2026-11-30), the pages loaded 130.4, 183.2, 136.6 and 165.5 KB. The budgets hold those figures
 * (a page may not grow). The gym detail then loaded its classes, Pase BuscaGym and reviews only when
 * their frame comes near the screen (GymDetailPage's `VisitorSections`): 142.4 KB, within its goal of
 * 150 KB (docs/architecture.md §6). Hydration in slices (ADR 0050: lazy formatters, the formatting data
 * loaded in short tasks, the hydration context) added 0.4 KB to every page and took 120–260 ms off their
 * total blocking time on a phone: `/` 131.1 KB and `/login` 137.4 KB, their budgets one KB up.
 * Three countries and three languages (ADRs 0052–0055) took them to 138.5, 144.5 and 152.7 KB (`/maps`
 * within its 200): Lingui's runtime and room() 2.5 KB on every page, each converted room's ids next to
 * its texts (about +50 % on a room's chunk: `catalogue.web` 2.9 → 4.3 KB), the country picker and the
 * per-country money formats. The budgets hold those figures; the gym detail is 2.7 KB over its 150 KB
 * goal, and ADR 0055's next step (ids derived from a room's group, extracted by a Lingui extractor of
 * our own, so they are not shipped twice; measured −0.5 KB on `catalogue.web` alone) is the way back.
 * The cards' weekday and the list's default-place hint in the page's language (ADR 0055; the hint names
 * each country's point, ADR 0052) took `/` from 138.9 to 139.0 KB, past its budget by a few bytes: 140.
 * The gym detail went from 151.9 to 148.8 KB (the other pages unchanged), its budget down to its 150 KB
 * goal: the cart feature's index gave it "Mis compras"' spinner, whose text import put the whole
 * `commerce.web` room (cart, checkout, orders and passes, 3.0 KB) in the chunk the bundler shares with
 * the detail's rooms; the member profile now shows that spinner itself (`cart/orders/LazyMyOrders.tsx`).
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { page: '/', budget: 140 * KB },
  { page: '/maps', budget: 200 * KB },
  { page: '/login', budget: 145 * KB },
  { page: '/detail/gym/{gym}', budget: 150 * KB },
];
