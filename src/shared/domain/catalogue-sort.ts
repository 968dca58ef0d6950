/**
 * Sort keys and directions of the gym list (SPEC §4), without zod so the list screen can read them
 * from the address without loading it (ADR 0013). The request schemas in `contract/gyms.ts` are
 * built from these.
 * @module
 */

/** Sort keys of the gym list (SPEC §4). */
export const GYM_SORTS = ['raiting', 'price', 'distance'] as const;
/** One of {@link GYM_SORTS}. */
export type GymSort = (typeof GYM_SORTS)[number];

/** Accepted direction words; the spec's Spanish words are normalised (SPEC §4: "ascendente"). */
export const SORT_ORDER_WORDS = ['asc', 'desc', 'ascendente', 'descendente'] as const;
/** A normalised direction. */
export type SortOrder = 'asc' | 'desc';

/** Default direction per sort key: best raiting first, cheapest first, nearest first. */
export const defaultOrder: Record<GymSort, SortOrder> = { raiting: 'desc', price: 'asc', distance: 'asc' };

/** True for a known sort key. */
export function isGymSort(value: unknown): value is GymSort {
  return (GYM_SORTS as readonly unknown[]).includes(value);
}

/** The normalised direction of an accepted word, or null for anything else. */
export function toSortOrder(value: unknown): SortOrder | null {
  if (value === 'asc' || value === 'ascendente') return 'asc';
  if (value === 'desc' || value === 'descendente') return 'desc';
  return null;
}
