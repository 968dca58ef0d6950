/**
 * An administration list's body: loading, error (with retry) and empty states, the count of results,
 * the table and its page links. The rows, their total and the page come from the server.
 * @module
 */
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { adminTableMessages as m } from '../../../../shared/messages/admin.web';
import { Pagination } from '../../../components/Pagination';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';

/** What a paged answer carries. */
export interface PagedAnswer {
  total: number;
  /** Absent: the total is exact. */
  totalIsEstimate?: boolean;
  page: number;
  pages: number;
}

/** Props of {@link ListView}. */
export interface ListViewProps<T extends PagedAnswer> {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** True when a search or filter narrows the list (the empty state says so). */
  filtered: boolean;
  emptyText: string;
  linkTo: (page: number) => To;
  /** The table of the answer's rows. */
  children: (data: T, busy: boolean) => ReactNode;
}

/** The list body. */
export function ListView<T extends PagedAnswer>({
  query,
  filtered,
  emptyText,
  linkTo,
  children,
}: ListViewProps<T>) {
  return (
    <QueryFrame query={query} loading={m.loading} errorTitle={m.error} headingLevel={3}>
      {(data) =>
        data.total === 0 ? (
          <StatusMessage kind="empty" title={m.empty} body={filtered ? m.emptyFiltered : emptyText} />
        ) : (
          <>
            <p className="admin-count" role="status" aria-live="polite">
              {query.isPlaceholderData ? m.updating : m.results(data.total, data.totalIsEstimate ?? false)}
            </p>
            {children(data, query.isPlaceholderData)}
            <Pagination page={data.page} pages={data.pages} linkTo={linkTo} />
          </>
        )
      }
    </QueryFrame>
  );
}
