/**
 * The head of a data table: one row of column headings (`<th scope="col">`), a column of figures
 * marked `num` (right-aligned in tabular figures, styles/blocks.css `.data-table .num`).
 * @module
 */

/** A column's heading: its text, or {@link numeric} of it for a column of figures. */
export type ColumnHeading = string | { label: string; numeric: true };

/** The heading of a column of figures. */
export const numeric = (label: string): ColumnHeading => ({ label, numeric: true });

/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The headings, first column first. */
  columns: ColumnHeading[];
  /** The head's class (e.g. `visually-hidden` where the table shows without headings). */
  className?: string;
}

/** `<thead>` with one row of the headings. */
export function TableHead({ columns, className }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, i) =>
          typeof column === 'string' ? (
            <th key={i} scope="col">
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className="num">
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
