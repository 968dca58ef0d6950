/**
 * The wiring of an administration list section (`AdminListSection`): the list's state in the URL,
 * the server's answer for that state's query, and the table's columns for the console's paths, made
 * again only when the paths change.
 * @module
 */
import { useMemo } from 'react';
import type { QueryParams } from '../../../lib/http';
import type { ListSpec } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { useListState } from '../model/use-list-state';

/**
 * `list`, `query` and `columns` of `AdminListSection` for the list `spec` declares.
 * @param useAnswer the section's query hook (one per module, so the hook order never changes)
 * @param makeColumns the section's columns; their links lead under `paths`
 */
export function useListSection<S extends string, F extends string, Q, C>(
  spec: ListSpec<S, F>,
  useAnswer: (params: QueryParams) => Q,
  makeColumns: (paths: AdminPaths) => C,
  paths: AdminPaths,
) {
  const list = useListState(spec);
  const query = useAnswer(list.query);
  const columns = useMemo(() => makeColumns(paths), [makeColumns, paths]);
  return { list, query, columns };
}
