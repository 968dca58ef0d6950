/**
 * What others do under a review (ADR 0024): the gym's partner answers, edits or removes the answer;
 * anyone signed in but the author reports it with a reason (a dialog). Nobody but the administrators
 * hides a review.
 * @module
 */
import { lazy, Suspense, useState } from 'react';
import type { Review } from '../../../shared/contract/reviews';
import { replyFormMessages as r, reviewSectionMessages as m } from '../../../shared/messages/reviews.web';
import { useReply } from './api';

// The answer and report forms load when opened (ADR 0013: react-hook-form is not on the first screen).
const ReplyEditor = lazy(async () => ({ default: (await import('./ReviewEditors')).ReplyEditor }));
const ReportDialog = lazy(async () => ({ default: (await import('./ReviewEditors')).ReportDialog }));

/** Props of {@link ReviewActions}. */
export interface ReviewActionsProps {
  gymId: string;
  review: Review;
  /** The viewer answers this gym's reviews (its partner). */
  canReply: boolean;
  /** The viewer is signed in and not the author. */
  canReport: boolean;
}

/** The actions under one review. */
export function ReviewActions({ gymId, review, canReply, canReport }: ReviewActionsProps) {
  const [mode, setMode] = useState<'idle' | 'reply' | 'report'>('idle');
  const reply = useReply(gymId);
  if (mode === 'reply')
    return (
      <Suspense fallback={null}>
        <ReplyEditor gymId={gymId} review={review} onDone={() => setMode('idle')} />
      </Suspense>
    );
  return (
    <div className="button-row review__actions">
      {canReply && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setMode('reply')}
        >
          {review.reply ? r.editAnswer : r.answer}
        </button>
      )}
      {canReply && review.reply && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={reply.isPending}
          onClick={() => reply.mutate({ reviewId: review._id, text: null })}
        >
          {r.removeAnswer}
        </button>
      )}
      {canReport && (
        <button type="button" className="review__report" onClick={() => setMode('report')}>
          {m.report}
        </button>
      )}
      {mode === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog review={review} onClose={() => setMode('idle')} />
        </Suspense>
      )}
    </div>
  );
}
