/**
 * A server-paged, server-sorted table of an administration list, rendered from TanStack Table's
 * models with our own markup: a caption, sortable column headers as buttons with `aria-sort`, a
 * region that scrolls sideways on a phone (focusable, so the keyboard scrolls it too), and
 * `aria-busy` while the next page loads. Sorting changes go to the caller (the URL keeps them).
 * @module
 */
import {
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { adminTableMessages as m } from '../../../../shared/messages/admin.web';
import { adminTableFeatures, type AdminTableFeatures } from './table';

/** Props of {@link DataTable}. */
export interface DataTableProps<T extends RowData> {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
  columns: ColumnDef<AdminTableFeatures, T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** True while a newer page is on its way (the shown rows are the previous ones). */
  busy?: boolean;
  testId?: string;
}

const NO_SORTING: SortingState = [];
const ignore = () => undefined;

/** The table. */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sorting = NO_SORTING,
  onSortingChange = ignore,
  busy = false,
  testId,
}: DataTableProps<T>) {
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange,
  });

  return (
    <div className="table-scroll admin-table-wrap" role="region" aria-label={m.scroll(caption)} tabIndex={0}>
      <table className="data-table admin-table" data-testid={testId} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const sorted = column.getIsSorted();
                const numeric = column.columnDef.meta?.numeric;
                const label =
                  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={numeric ? 'num' : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.isPlaceholder ? null : column.getCanSort() ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={column.getToggleSortingHandler()}
                        title={m.sortBy(label)}
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp size={14} aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown size={14} aria-hidden="true" />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden="true" className="admin-table__unsorted" />
                        )}
                        {sorted && (
                          <span className="visually-hidden">
                            , {sorted === 'asc' ? m.sortedAsc : m.sortedDesc}
                          </span>
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const className = meta?.numeric ? 'num' : undefined;
                return meta?.rowHeader ? (
                  <th key={cell.id} scope="row" className={className}>
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={className}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
