/**
 * Loading and error states of a screen's TanStack query: a spinner while pending, the content once it
 * has data (also when a later fetch again fails), an error box with a retry button when it failed with
 * none. One place for the pattern every data screen repeats.
 * @module
 */
import type { ReactNode } from 'react';
import { noticeMessages } from '../../shared/messages/shell.web';
import { Spinner } from './Spinner';
import { StatusMessage } from './StatusMessage';

/** What {@link QueryFrame} reads of a TanStack query. */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Props of {@link QueryFrame}. */
export interface QueryFrameProps<T> {
  query: QueryLike<T>;
  /** Spinner label while pending. */
  loading: string;
  /** Heading of the error box. */
  errorTitle: string;
  /** Level of that heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Spinner size (default large). */
  spinnerSize?: 'small' | 'large';
  /**
   * A part of a page (a section under its `<h2>`, a dialog) rather than the page: the error's heading
   * at level 3 and the small spinner, whatever `headingLevel` and `spinnerSize` say.
   */
  compact?: boolean;
  /** The content, rendered with the query's data once it has some. */
  children: (data: T) => ReactNode;
}

/** Renders `children()` once `query` has data. */
export function QueryFrame<T>({
  query,
  loading,
  errorTitle,
  headingLevel = 2,
  spinnerSize = 'large',
  compact = false,
  children,
}: QueryFrameProps<T>) {
  if (query.isPending)
    return (
      <div className="query-frame__loading">
        <Spinner size={compact ? 'small' : spinnerSize} label={loading} />
      </div>
    );
  // A failed fetch again of data the screen already holds (a refetch while offline, of answers put back
  // from the device, ADR 0030) keeps showing that data: the error box is for a screen with nothing.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return <QueryError title={errorTitle} query={query} headingLevel={compact ? 3 : headingLevel} />;
  return null;
}

/** Props of {@link QueryError}. */
export interface QueryErrorProps {
  title: string;
  /** The failed query: its error's message is the body, "Reintentar" fetches it again. */
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'>;
  /** Level of the title (default 3). */
  headingLevel?: 1 | 2 | 3;
}

/** A query's load error with a "Reintentar" button. */
export function QueryError({ title, query, headingLevel }: QueryErrorProps) {
  return (
    <StatusMessage
      kind="error"
      title={title}
      body={query.error?.message}
      headingLevel={headingLevel}
      action={
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {noticeMessages.retry}
        </button>
      }
    />
  );
}
