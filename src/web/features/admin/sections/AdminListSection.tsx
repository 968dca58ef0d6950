/**
 * The frame every administration list section shares: the section's heading (with optional actions
 * beside it), the list's search box and filters wired to the URL, what else stands before the list
 * (notices, summaries), the server-paged list with its
 * states and page links, and one {@link DataTable} of the answer's rows built from TanStack Table
 * column definitions. Sorting goes through the URL only where the section declares sort keys.
 * @module
 */
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '../components/DataTable';
import { ListSearch, type ListSearchProps } from '../components/ListSearch';
import { ListView, type ListViewProps, type PagedAnswer } from '../components/ListView';
import type { AdminTableFeatures } from '../components/table';
import type { AdminSection } from '../model/paths';
import type { useListState } from '../model/use-list-state';

type ListState = ReturnType<typeof useListState>;
import { SectionHead } from './SectionHead';

interface ListSectionProps<D extends PagedAnswer, T extends RowData> {
  section: AdminSection;
  /** The URL-kept list state (./use-list-state). */
  list: Pick<ListState, 'state' | 'search' | 'filtered' | 'linkTo' | 'sorting' | 'onSortingChange'>;
  query: ListViewProps<D>['query'];
  /** Actions beside the heading. */
  actions?: ReactNode;
  /** The text search and these filters, read from and written to the URL by `list`. */
  search?: Pick<ListSearchProps, 'fields' | 'placeholder'>;
  /** What stands between the heading (and search) and the list: other search forms, notices, summaries. */
  before?: ReactNode;
  /** What follows the list. */
  after?: ReactNode;
  /** Overrides the list state's own "a search narrows the list" (for the empty state's text). */
  filtered?: boolean;
  emptyText: string;
  /** True where the table's headers sort the list (the section declares sort keys). */
  sortable?: boolean;
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
  columns: ColumnDef<AdminTableFeatures, T, any>[];
  rows: (data: D) => T[];
  testId: string;
}

/** How a row is told from the others: by default its `_id`, otherwise `rowId` must say. */
type RowIdProp<T> = T extends { _id: string }
  ? { rowId?: (row: T) => string }
  : { rowId: (row: T) => string };

/** Props of {@link AdminListSection}. */
export type AdminListSectionProps<D extends PagedAnswer, T extends RowData> = ListSectionProps<D, T> &
  RowIdProp<T>;

const idOf = (row: unknown) => (row as { _id: string })._id;

/** A list section of the administrators' console. */
export function AdminListSection<D extends PagedAnswer, T extends RowData>(
  props: AdminListSectionProps<D, T>,
) {
  const {
    section,
    list,
    query,
    actions,
    search,
    before,
    after,
    filtered = list.filtered,
    emptyText,
    sortable = false,
    caption,
    columns,
    rows,
    rowId = idOf,
    testId,
  } = props as ListSectionProps<D, T> & { rowId?: (row: T) => string };
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHead section={section}>{actions}</SectionHead>
      {search && (
        <ListSearch
          q={list.state.q}
          placeholder={search.placeholder}
          filters={list.state.filters}
          fields={search.fields}
          onApply={list.search}
        />
      )}
      {before}
      <ListView query={query} filtered={filtered} emptyText={emptyText} linkTo={list.linkTo}>
        {(data, busy) => (
          <DataTable
            caption={caption}
            columns={columns}
            rows={rows(data)}
            rowId={rowId}
            {...(sortable ? { sorting: list.sorting, onSortingChange: list.onSortingChange } : {})}
            busy={busy}
            testId={testId}
          />
        )}
      </ListView>
      {after}
    </section>
  );
}
