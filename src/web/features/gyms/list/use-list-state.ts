/**
 * The gym list state bound to the URL query (see url-state.ts).
 * @module
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import type { GymSort } from '../../../../shared/domain/catalogue-sort';
import { COUNTRY_PARAM } from '../../../../shared/domain/country-choice';
import { parseListState, updateListParams, type GymListState } from './url-state';

/** What {@link useGymListState} returns. */
export interface GymListStateApi {
  state: GymListState;
  /** Changes filters, sort or page; any change but the page goes back to page 1. */
  update: (patch: Partial<GymListState>, options?: { replace?: boolean }) => void;
  /** Link target of another page of the same search. */
  linkToPage: (page: number) => To;
  /** Query string holding only the filters (service, name) and the address's country, for the map and back. */
  filterSearch: string;
}

const toSearch = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * Reads and writes the list's filters, sort and page in the URL (shareable, survives a reload).
 * @param defaultSort - the sort when the URL names none
 */
export function useGymListState(defaultSort?: GymSort): GymListStateApi {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, defaultSort), [params, defaultSort]);

  const update = useCallback(
    (patch: Partial<GymListState>, options: { replace?: boolean } = {}) => {
      setParams((previous) => updateListParams(previous, patch, defaultSort), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams, defaultSort],
  );

  const linkToPage = useCallback(
    (page: number): To => ({ search: toSearch(updateListParams(params, { page }, defaultSort)) }),
    [params, defaultSort],
  );

  const filterSearch = useMemo(() => {
    const only = new URLSearchParams();
    const filters = updateListParams(new URLSearchParams(), { service: state.service, name: state.name });
    for (const key of ['service', 'name']) {
      const value = filters.get(key);
      if (value !== null) only.set(key, value);
    }
    // The page's country travels with the search when the address names it (ADR 0052).
    const country = params.get(COUNTRY_PARAM);
    if (country !== null) only.set(COUNTRY_PARAM, country);
    return toSearch(only);
  }, [state.service, state.name, params]);

  return { state, update, linkToPage, filterSearch };
}
