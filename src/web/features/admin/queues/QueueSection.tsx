/**
 * A moderation queue of the console (ADR 0018 "Moderation"): the section's heading, then its items
 * once loaded (or the empty state), each an article titled by a link to its gym's page. Reported
 * reviews and pending claims are drawn this way.
 * @module
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryFrame, type QueryFrameProps } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import type { AdminSection } from '../model/paths';
import { SectionHead } from '../sections/SectionHead';
import '../styles/admin-reviews.css';

/** The texts of a queue: loading, load error, empty state and the list's accessible name. */
export interface QueueTexts {
  loading: string;
  error: string;
  empty: string;
  emptyBody: string;
  listLabel: string;
}

/** Props of {@link QueueSection}; `D` is the query's answer, `T` an item of the queue. */
export interface QueueSectionProps<D, T> {
  section: AdminSection;
  query: QueryFrameProps<D>['query'];
  texts: QueueTexts;
  /** The queue's items in the answer. */
  items: (data: D) => T[];
  /** One item (a {@link QueueItem} with its key). */
  children: (item: T) => ReactNode;
}

/** The section with its list. */
export function QueueSection<D, T>({ section, query, texts, items, children }: QueueSectionProps<D, T>) {
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHead section={section} />
      <QueryFrame query={query} loading={texts.loading} errorTitle={texts.error} headingLevel={3}>
        {(data) => {
          const list = items(data);
          return list.length === 0 ? (
            <StatusMessage kind="empty" title={texts.empty} body={texts.emptyBody} />
          ) : (
            <ul className="plain-list admin-reviews" aria-label={texts.listLabel}>
              {list.map(children)}
            </ul>
          );
        }}
      </QueryFrame>
    </section>
  );
}

/** Props of {@link QueueItem}. */
export interface QueueItemProps {
  /** The article's id, which its heading carries. */
  titleId: string;
  testId: string;
  gym: { _id: string; name: string };
  /** The heading's text (a link to the gym's page). */
  title: string;
  /** The link's accessible name. */
  gymLabel: string;
  children: ReactNode;
}

/** One item: an article headed by the link to its gym. */
export function QueueItem({ titleId, testId, gym, title, gymLabel, children }: QueueItemProps) {
  return (
    <li>
      <article className="panel admin-card admin-review" aria-labelledby={titleId} data-testid={testId}>
        <h3 id={titleId}>
          <Link to={`/detail/gym/${encodeURIComponent(gym._id)}`} aria-label={gymLabel}>
            {title}
          </Link>
        </h3>
        {children}
      </article>
    </li>
  );
}
