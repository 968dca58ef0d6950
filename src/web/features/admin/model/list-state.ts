/**
 * A list's search, sort, filters and page kept in the URL's query string (`?q=ana&sort=name&order=asc
 * &type=partner&page=2`), so a view survives a reload, can be shared and is reached again with "Back";
 * and the same state as the headless table's sorting state (TanStack Table `SortingState`). Values the
 * list does not allow are dropped, never sent: the server would answer 400 (ADR 0018 whitelists).
 * Pure functions, unit-tested.
 * @module
 */
import type { SortingState } from '@tanstack/react-table';
import { ADMIN_MAX_PAGE, ADMIN_SEARCH_MAX_LENGTH, type SortOrder } from '../../../../shared/constants/admin';

/** What a filter accepts: one of some codes, an account id, a calendar day, or free text. */
export type FilterRule = readonly string[] | 'uuid' | 'day' | 'text';

/** How a list reads its state: its sort keys and default, and its filters. */
export interface ListSpec<S extends string = string, F extends string = string> {
  /** Sortable column ids, as the API names them (empty: the list has one fixed order). */
  sortKeys: readonly S[];
  defaultSort: S | null;
  defaultOrder: SortOrder;
  filters: Readonly<Record<F, FilterRule>>;
}

/** A list's state. `sort` null: the list's own order. */
export interface ListState<S extends string = string, F extends string = string> {
  q: string;
  sort: S | null;
  order: SortOrder;
  page: number;
  filters: Partial<Record<F, string>>;
}

/** Declares a list (keeps the literal types of its keys). */
export const defineList = <S extends string, F extends string>(spec: ListSpec<S, F>): ListSpec<S, F> => spec;

/**
 * Declares a list the headers sort by `sortKeys` (which must hold `createdAt`), newest first by
 * default, with `filters`.
 */
export const newestFirst = <S extends string, F extends string>(
  sortKeys: readonly (S | 'createdAt')[],
  filters: Readonly<Record<F, FilterRule>>,
): ListSpec<S | 'createdAt', F> => ({ sortKeys, defaultSort: 'createdAt', defaultOrder: 'desc', filters });

/** Declares a list in the server's one fixed order (no sort keys), with `filters`. */
export const inServerOrder = <F extends string>(
  filters: Readonly<Record<F, FilterRule>>,
): ListSpec<never, F> => ({
  sortKeys: [],
  defaultSort: null,
  defaultOrder: 'desc',
  filters,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX_LENGTH = 254;

/** True for a real calendar day `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function allowed(rule: FilterRule, value: string): boolean {
  if (rule === 'uuid') return UUID.test(value);
  if (rule === 'day') return isDay(value);
  if (rule === 'text') return value.length <= TEXT_MAX_LENGTH;
  return rule.includes(value);
}

/** The state of `params` for `spec`; each missing or invalid value falls back to the list's default. */
export function readListState<S extends string, F extends string>(
  params: URLSearchParams,
  spec: ListSpec<S, F>,
): ListState<S, F> {
  const q = (params.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const sortParam = params.get('sort');
  const sort =
    sortParam !== null && (spec.sortKeys as readonly string[]).includes(sortParam)
      ? (sortParam as S)
      : spec.defaultSort;
  const orderParam = params.get('order');
  const order: SortOrder =
    sort !== null && (orderParam === 'asc' || orderParam === 'desc') ? orderParam : spec.defaultOrder;
  const pageNumber = Number(params.get('page') ?? '1');
  const page =
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= ADMIN_MAX_PAGE ? pageNumber : 1;
  const filters: Partial<Record<F, string>> = {};
  for (const [key, rule] of Object.entries(spec.filters) as [F, FilterRule][]) {
    const value = params.get(key)?.trim();
    if (value && allowed(rule, value)) filters[key] = value;
  }
  return { q, sort, order, page, filters };
}

/** The query string of `state`: defaults left out, so the plain list has a plain address. */
export function writeListState<S extends string, F extends string>(
  state: ListState<S, F>,
  spec: ListSpec<S, F>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of Object.keys(spec.filters) as F[]) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.sort !== null && (state.sort !== spec.defaultSort || state.order !== spec.defaultOrder)) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The table's sorting state of `state` (one column at most: the API sorts by one key). */
export const sortingOf = (state: ListState): SortingState =>
  state.sort === null ? [] : [{ id: state.sort, desc: state.order === 'desc' }];

/**
 * `state` sorted as `sorting` says (the first sortable column of it), back on page 1; an empty sorting
 * returns to the list's default.
 */
export function withSorting<S extends string, F extends string>(
  state: ListState<S, F>,
  sorting: SortingState,
  spec: ListSpec<S, F>,
): ListState<S, F> {
  const first = sorting.find((s) => (spec.sortKeys as readonly string[]).includes(s.id));
  return first
    ? { ...state, sort: first.id as S, order: first.desc ? 'desc' : 'asc', page: 1 }
    : { ...state, sort: spec.defaultSort, order: spec.defaultOrder, page: 1 };
}

/** `state` with a new search and filters, back on page 1. */
export const withSearch = <S extends string, F extends string>(
  state: ListState<S, F>,
  q: string,
  filters: Partial<Record<F, string>>,
): ListState<S, F> => ({ ...state, q: q.trim(), filters, page: 1 });

/** `state` on page `page`. */
export const withPage = <S extends string, F extends string>(
  state: ListState<S, F>,
  page: number,
): ListState<S, F> => ({ ...state, page });

/** The API query of `state`: `q`, `sort`, `order`, `page` and the filters, empty values left out. */
export function apiParams(state: ListState): Record<string, string | number> {
  const params: Record<string, string | number> = { page: state.page };
  if (state.q) params.q = state.q;
  if (state.sort !== null) {
    params.sort = state.sort;
    params.order = state.order;
  }
  for (const [key, value] of Object.entries(state.filters) as [string, string | undefined][])
    if (value) params[key] = value;
  return params;
}
