/**
 * The headless table set-up shared by the administration lists (TanStack Table v9): only the sorting
 * feature is registered (its state drives the column headers; the rows come sorted, filtered and paged
 * by the server: `manualSorting`), and a column may say it holds numbers (right-aligned) or is the
 * row's heading (a `<th scope="row">`).
 * @module
 */
import { createColumnHelper, rowSortingFeature, tableFeatures, type RowData } from '@tanstack/react-table';

/** What a column tells the renderer. */
export interface AdminColumnMeta {
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** The cell names the row (rendered as `<th scope="row">`). */
  rowHeader?: boolean;
}

export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as AdminColumnMeta,
});
export type AdminTableFeatures = typeof adminTableFeatures;

/** A typed column helper for rows of `T`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<AdminTableFeatures, T>();
