/**
 * The gym list's filters, sort and page as URL query parameters (`?sort=price&order=asc&service=Yoga
 * &name=club&classesToday=true&openNow=true&pase=true&page=2`), so a search can be shared and survives a reload. Pure functions, unit-tested.
 * @module
 */
import {
  ALL_SERVICES,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_NAME_SEARCH_LENGTH,
  MAX_PAGE,
  MAX_SERVICE_NAME_LENGTH,
} from '../../../../shared/constants/spec';
import {
  defaultOrder,
  isGymSort,
  toSortOrder,
  type GymSort,
  type SortOrder,
} from '../../../../shared/domain/catalogue-sort';
import type { GymListQuery, GymMapQuery } from '../../../../shared/contract/gyms';
import type { CountryCode } from '../../../../shared/domain/countries';
import type { LatLon } from '../../../../shared/domain/geo';

/** Everything the list shows, as read from the URL. */
export interface GymListState {
  sort: GymSort;
  order: SortOrder;
  /** A service name, or {@link ALL_SERVICES}. */
  service: string;
  /** Name search as typed (may be empty). */
  name: string;
  /** "Con clases hoy": only gyms with a class still to come today, with places left. */
  classesToday: boolean;
  /** "Abierto ahora": only gyms open at the moment, on their own clock (ADR 0025). */
  openNow: boolean;
  /** "Pase BuscaGym": only gyms that accept the pass's credits (ADR 0045). */
  pase: boolean;
  /** 1-based page. */
  page: number;
}

/** The list state when the URL says nothing: best rating first, every service, page 1. */
export const DEFAULT_LIST_STATE: GymListState = {
  sort: 'raiting',
  order: defaultOrder.raiting,
  service: ALL_SERVICES,
  name: '',
  classesToday: false,
  openNow: false,
  pase: false,
  page: DEFAULT_PAGE,
};

/** The sort choices offered by the list (SPEC §4): rating ↓/↑, price ↑/↓, nearest first. */
export const SORT_CHOICES = [
  'raiting-desc',
  'raiting-asc',
  'price-asc',
  'price-desc',
  'distance-asc',
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/** The choice matching a sort and direction. */
export function toSortChoice(sort: GymSort, order: SortOrder): SortChoice {
  return sort === 'distance' ? 'distance-asc' : (`${sort}-${order}` as SortChoice);
}

/** The sort and direction of a choice. */
export function fromSortChoice(choice: SortChoice): { sort: GymSort; order: SortOrder } {
  const [sort, order] = choice.split('-') as [GymSort, SortOrder];
  return { sort, order };
}

/**
 * Reads the list state from URL parameters; anything missing or invalid falls back to
 * {@link DEFAULT_LIST_STATE} (a hand-edited URL never breaks the page). Distance is always nearest first.
 * @param params - the page's query parameters
 * @param defaultSort - the sort when the address names none (the member home sorts nearest first
 *   once the position is known; elsewhere best rating first)
 */
export function parseListState(
  params: URLSearchParams,
  defaultSort: GymSort = DEFAULT_LIST_STATE.sort,
): GymListState {
  const rawSort = params.get('sort');
  const sort = isGymSort(rawSort) ? rawSort : defaultSort;
  const order = sort === 'distance' ? 'asc' : (toSortOrder(params.get('order')) ?? defaultOrder[sort]);
  const rawService = (params.get('service') ?? '').trim();
  const service = rawService && rawService.length <= MAX_SERVICE_NAME_LENGTH ? rawService : ALL_SERVICES;
  const name = (params.get('name') ?? '').slice(0, MAX_NAME_SEARCH_LENGTH);
  const rawPage = params.get('page');
  const pageNumber = rawPage !== null && /^\d+$/.test(rawPage) ? Number(rawPage) : DEFAULT_PAGE;
  const page = pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : DEFAULT_PAGE;
  const classesToday = params.get('classesToday') === 'true';
  const openNow = params.get('openNow') === 'true';
  const pase = params.get('pase') === 'true';
  return { sort, order, service, name, classesToday, openNow, pase, page };
}

/**
 * Writes `patch` over the state read from `params` and returns new parameters holding only the values
 * that differ from the defaults; unrelated parameters are kept. A change of anything but the page
 * resets the page to 1.
 * @param params - current query parameters (not modified)
 * @param patch - values to change
 * @param defaultSort - the page's default sort (see {@link parseListState})
 */
export function updateListParams(
  params: URLSearchParams,
  patch: Partial<GymListState>,
  defaultSort: GymSort = DEFAULT_LIST_STATE.sort,
): URLSearchParams {
  const current = parseListState(params, defaultSort);
  const next: GymListState = { ...current, ...patch };
  const filtersChanged = (
    ['sort', 'order', 'service', 'name', 'classesToday', 'openNow', 'pase'] as const
  ).some((k) => next[k] !== current[k]);
  if (filtersChanged && patch.page === undefined) next.page = DEFAULT_PAGE;
  if (patch.sort !== undefined && patch.order === undefined) next.order = defaultOrder[next.sort];
  if (next.sort === 'distance') next.order = 'asc';

  const out = new URLSearchParams(params);
  for (const key of ['sort', 'order', 'service', 'name', 'classesToday', 'openNow', 'pase', 'page'])
    out.delete(key);
  const isDefaultSort = next.sort === defaultSort && next.order === defaultOrder[defaultSort];
  if (!isDefaultSort) {
    out.set('sort', next.sort);
    if (next.order !== defaultOrder[next.sort]) out.set('order', next.order);
  }
  if (next.service !== ALL_SERVICES) out.set('service', next.service);
  if (next.name !== '') out.set('name', next.name);
  if (next.classesToday) out.set('classesToday', 'true');
  if (next.openNow) out.set('openNow', 'true');
  if (next.pase) out.set('pase', 'true');
  if (next.page !== DEFAULT_PAGE) out.set('page', String(next.page));
  return out;
}

/**
 * How many of the choices behind the "Filtros" button differ from the defaults: the service, "Con
 * clases hoy", "Abierto ahora", "Pase BuscaGym" and the sort (the name search stays on screen).
 * @param options.defaultSort - the page's default sort (see {@link parseListState})
 * @param options.includeSort - false where the sort is not offered (the map)
 */
export function activeFilterCount(
  state: GymListState,
  {
    defaultSort = DEFAULT_LIST_STATE.sort,
    includeSort = true,
  }: { defaultSort?: GymSort; includeSort?: boolean } = {},
): number {
  const sortChanged = state.sort !== defaultSort || state.order !== defaultOrder[defaultSort];
  return (
    (state.service !== ALL_SERVICES ? 1 : 0) +
    (state.classesToday ? 1 : 0) +
    (state.openNow ? 1 : 0) +
    (state.pase ? 1 : 0) +
    (includeSort && sortChanged ? 1 : 0)
  );
}

/** Whether any filter (service, name, classes today, open now or the pass) is active. */
export function hasActiveFilters(state: GymListState): boolean {
  return (
    state.service !== ALL_SERVICES ||
    state.name.trim() !== '' ||
    state.classesToday ||
    state.openNow ||
    state.pase
  );
}

/** The `allgyms` query for a list state, a position and the page's country (ADR 0052). */
export function toListQuery(state: GymListState, position: LatLon, country: CountryCode): GymListQuery {
  // The map's filters, with the sort after the place and the page last (the parameters' order).
  const { lat, lon, ...filters } = toMapQuery(state, position, country);
  return {
    lat,
    lon,
    sort: state.sort,
    order: state.order,
    ...filters,
    page: state.page,
    limit: DEFAULT_PAGE_SIZE,
  };
}

/** The `mapgyms` query (same filters and country as the list, no sort or page). */
export function toMapQuery(
  state: GymListState,
  position: LatLon,
  country: CountryCode,
): Omit<GymMapQuery, 'limit'> {
  const name = state.name.trim();
  return {
    lat: position.latitude,
    lon: position.longitude,
    country,
    service: state.service,
    name: name || undefined,
    classesToday: state.classesToday || undefined,
    openNow: state.openNow || undefined,
    pase: state.pase || undefined,
  };
}
