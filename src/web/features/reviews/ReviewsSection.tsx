/**
 * "Opiniones" on a gym's page (ADR 0024): the rating figures, the viewer's own review or form (members
 * who went; a hint for the others), the newest reviews with the partner's answers and, with "Ver
 * todas", every review page by page in the chosen order. Puts the gym's schema.org `AggregateRating`
 * in the page head while it has reviews. Anchor `#opinar` (the invitation mail's link).
 * @module
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_SORTS, type ReviewSort } from '../../../shared/constants/reviews';
import type { ReviewViewerResponse } from '../../../shared/contract/reviews';
import { reviewFormMessages as f, reviewSectionMessages as m } from '../../../shared/messages/reviews.web';
import { QueryFrame } from '../../components/QueryFrame';
import { useSession } from '../auth';
import { useReviews, useReviewViewer } from './api';
import { aggregateRatingJsonLd, placeJsonLd } from './json-ld';
import { RatingSummary } from './RatingSummary';
import { ReviewActions } from './ReviewActions';
import { ReviewCard } from './ReviewCard';
import './reviews.css';
import { TitledSection } from '../../components/TitledSection';

// The member's form loads for a member who may write (ADR 0013: react-hook-form and the review schema
// are not on the gym detail's first screen).
const ReviewForm = lazy(async () => ({ default: (await import('./ReviewForm')).ReviewForm }));

/** Reviews shown before "Ver todas", and per page after. */
const PREVIEW = 3;
const PAGE = 10;

/** The viewer's block: the form or own review, "visit first", or "sign in". */
function ViewerBlock({
  gymId,
  signedIn,
  viewer,
}: {
  gymId: string;
  signedIn: boolean;
  /** What the signed-in account may do; undefined while loading and for non-members. */
  viewer: ReviewViewerResponse | undefined;
}) {
  if (!signedIn)
    return (
      <p className="review-hint">
        <Link to="/login">{f.signIn}</Link>
      </p>
    );
  if (!viewer) return null;
  if (viewer.own || viewer.canWrite)
    return (
      <Suspense fallback={null}>
        <ReviewForm gymId={gymId} own={viewer.own} />
      </Suspense>
    );
  return <p className="review-hint">{f.visitFirst}</p>;
}

/** The section of gym `gymId` (named `gymName` in the JSON-LD). */
export function ReviewsSection({ gymId, gymName }: { gymId: string; gymName: string }) {
  const { session } = useSession();
  const viewer = useReviewViewer(gymId);
  const [all, setAll] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [page, setPage] = useState(1);
  const reviews = useReviews(gymId, all ? sort : 'recent', all ? page : 1, all ? PAGE : PREVIEW);
  const count = reviews.data?.count ?? 0;
  const average = reviews.data?.average ?? null;

  useEffect(() => {
    const data = aggregateRatingJsonLd(gymName, count, average);
    return data ? placeJsonLd(document, data) : undefined;
  }, [gymName, count, average]);

  const ownId = viewer.data?.own?._id;
  return (
    <TitledSection
      titleId="reviews-title"
      title={m.title}
      className="detail-card detail-card--wide"
      id="opinar"
    >
      <QueryFrame query={reviews} loading={m.loading} errorTitle={m.error} compact>
        {(data) => (
          <>
            <RatingSummary figures={data} />
            <ViewerBlock
              gymId={gymId}
              signedIn={session !== null}
              viewer={session?.type === 'user' ? viewer.data : undefined}
            />
            {data.count === 0 ? (
              <p className="review-hint">{m.empty}</p>
            ) : (
              <>
                {all && (
                  <label className="review-sort">
                    {m.sort}{' '}
                    <select
                      value={sort}
                      onChange={(event) => {
                        setSort(event.target.value as ReviewSort);
                        setPage(1);
                      }}
                    >
                      {REVIEW_SORTS.map((key) => (
                        <option key={key} value={key}>
                          {m.sortLabels[key]}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <ol className="review-list" aria-busy={reviews.isFetching}>
                  {data.reviews.map((review) => (
                    <li key={review._id}>
                      <ReviewCard review={review}>
                        <ReviewActions
                          gymId={gymId}
                          review={review}
                          canReply={viewer.data?.canReply ?? false}
                          canReport={session !== null && review._id !== ownId}
                        />
                      </ReviewCard>
                    </li>
                  ))}
                </ol>
                {all && data.pages > 1 && (
                  <nav className="button-row review-pages" aria-label={m.pageOf(data.page, data.pages)}>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      {m.previous}
                    </button>
                    <span>{m.pageOf(data.page, data.pages)}</span>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={page >= data.pages}
                      onClick={() => setPage(page + 1)}
                    >
                      {m.next}
                    </button>
                  </nav>
                )}
                {data.count > PREVIEW && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-expanded={all}
                    onClick={() => {
                      setAll(!all);
                      setPage(1);
                    }}
                  >
                    {all ? m.seeFewer : m.seeAll}
                  </button>
                )}
              </>
            )}
          </>
        )}
      </QueryFrame>
    </TitledSection>
  );
}
