/**
 * Reseñas (ADR 0024 decision 5; `GET /api/admin/reviews/reports`): the reviews someone reported, oldest
 * report first, each with its stars, author, text, gym (a link to its page) and reports (reason and
 * date); "Mantener" closes the reports and leaves the review, "Ocultar" asks for the reason its author
 * reads and takes it out of the gym's list and average. Both are written to the audit log by the server.
 * @module
 */
import { REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_REASON_MIN } from '../../../../shared/constants/reviews';
import type { ReportQueueResponse } from '../../../../shared/contract/reviews';
import { reviewMessages } from '../../../../shared/messages/reviews';
import { adminReviewsMessages as m } from '../../../../shared/messages/reviews-admin.web';
import { Stars } from '../../../components/Stars';
import { useDecideReview, useReportedReviews } from '../api/api-reviews';
import { DecisionActions } from '../components/DecisionActions';
import { reasonRules } from '../components/ReasonDialog';
import { formatInstant } from '../model/format';
import { QueueItem, QueueSection } from './QueueSection';

type Reported = ReportQueueResponse['reviews'][number];

/** The reason of hiding a review (its author reads it), in the active locale (ADR 0055 decision 7). */
const hideReason = () =>
  reasonRules(m, reviewMessages.hideReason, REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX);

function Decision({ item }: { item: Reported }) {
  const decide = useDecideReview();
  const gym = item.gym.name;
  return (
    <DecisionActions
      confirm={{
        action: m.keep,
        actionLabel: m.keepLabel(gym),
        title: m.keepTitle,
        busy: m.keeping,
        consequence: <p>{m.keepConsequence}</p>,
      }}
      refuse={{
        action: m.hide,
        actionLabel: m.hideLabel(gym),
        title: m.hideTitle(gym),
        busy: m.hiding,
        consequence: (
          <p>
            <strong>{m.hideConsequence}</strong>
          </p>
        ),
        reason: hideReason(),
      }}
      cancelLabel={m.cancel}
      mutation={decide}
      variables={(reason) => ({
        reviewId: item.review._id,
        body: reason === undefined ? { decision: 'keep' as const } : { decision: 'hide' as const, reason },
      })}
      successText={(reason) => (reason === undefined ? m.kept : m.hidden)}
    />
  );
}

function ReportedReview({ item }: { item: Reported }) {
  const { review, gym, reports } = item;
  const titleId = `admin-review-${review._id}`;
  return (
    <QueueItem
      titleId={titleId}
      testId="admin-review"
      gym={gym}
      title={m.reviewOf(gym.name)}
      gymLabel={m.gymLink(gym.name)}
    >
      <p className="admin-review__head">
        <Stars value={review.rating} />
        <span>
          {m.author}: <strong>{review.author.name}</strong>
        </span>
        <span>
          {m.writtenAt} <time dateTime={review.createdAt}>{formatInstant(review.createdAt)}</time>
        </span>
        {review.demo && <span className="admin-review__tag">{m.demo}</span>}
      </p>
      <p className="admin-review__text">{review.text ?? m.noText}</p>
      <h4>{m.reportsTitle(reports.length)}</h4>
      <ol className="admin-review__reports">
        {reports.map((report) => (
          <li key={report._id}>
            <span className="admin-review__reason">{report.reason}</span>{' '}
            <span className="admin-review__date">
              {m.reportedAt} <time dateTime={report.createdAt}>{formatInstant(report.createdAt)}</time>
            </span>
          </li>
        ))}
      </ol>
      <Decision item={item} />
    </QueueItem>
  );
}

/** The Reseñas section. */
export function ReviewsSection() {
  const query = useReportedReviews();
  return (
    <QueueSection section="resenas" query={query} texts={m} items={(data) => data.reviews}>
      {(item) => <ReportedReview key={item.review._id} item={item} />}
    </QueueSection>
  );
}
