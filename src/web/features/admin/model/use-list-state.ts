/**
 * A list's state read from and written to the URL (./list-state), with what the table and the page
 * links need: the API query, the sorting state and its change handler, and a link per page.
 * @module
 */
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  apiParams,
  readListState,
  sortingOf,
  withPage,
  withSearch,
  withSorting,
  writeListState,
  type ListSpec,
  type ListState,
} from './list-state';

/** The URL-kept state of a list declared by `spec`. */
export function useListState<S extends string, F extends string>(spec: ListSpec<S, F>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);
  const sorting = useMemo(() => sortingOf(state), [state]);
  const go = (next: ListState<S, F>) => setParams(writeListState(next, spec));

  const onSortingChange: OnChangeFn<SortingState> = (updater) =>
    go(withSorting(state, typeof updater === 'function' ? updater(sorting) : updater, spec));

  return {
    state,
    /** The API query of the state. */
    query: useMemo(() => apiParams(state), [state]),
    sorting,
    onSortingChange,
    /** True when a search or a filter narrows the list. */
    filtered: state.q !== '' || Object.values(state.filters).some(Boolean),
    search: (q: string, filters: Partial<Record<F, string>>) => go(withSearch(state, q, filters)),
    linkTo: (page: number) => ({ search: `?${writeListState(withPage(state, page), spec).toString()}` }),
  };
}
