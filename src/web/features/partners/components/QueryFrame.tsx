/**
 * Loading and error states of a partner screen's query: a spinner while pending, an error box with a
 * retry button on failure, else the content.
 * @module
 */
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner';
import { StatusMessage } from '../../../components/StatusMessage';
import { partnerFormMessages } from '../../../../shared/messages';

/** What {@link QueryFrame} reads of a TanStack query. */
interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Props of {@link QueryFrame}. */
export interface QueryFrameProps {
  query: QueryLike;
  loading: string;
  errorTitle: string;
  headingLevel?: 2 | 3;
  children: () => ReactNode;
}

/** Renders `children()` once `query` has data. */
export function QueryFrame({ query, loading, errorTitle, headingLevel = 2, children }: QueryFrameProps) {
  if (query.isPending)
    return (
      <div className="partner-loading">
        <Spinner size="large" label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <StatusMessage
        kind="error"
        title={errorTitle}
        body={query.error?.message}
        headingLevel={headingLevel}
        action={
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {partnerFormMessages.retry}
          </button>
        }
      />
    );
  return <>{children()}</>;
}
