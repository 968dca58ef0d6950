/**
 * What others do under a review (ADR 0024): the gym's partner answers, edits or removes the answer;
 * anyone signed in but the author reports it with a reason (a dialog). Nobody but the administrators
 * hides a review.
 * @module
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Review } from '../../../shared/contract/reviews';
import {
  replyFormMessages as r,
  reportDialogMessages as d,
  reviewSectionMessages as m,
} from '../../../shared/messages/reviews.web';
import { FormButtons } from '../../components/FormButtons';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { useToast } from '../../components/toast-context';
import { useReply, useReport } from './api';

/** The partner's answer form under `review`. */
function ReplyEditor({ gymId, review, onDone }: { gymId: string; review: Review; onDone: () => void }) {
  const reply = useReply(gymId);
  const form = useForm<{ text: string }>({ defaultValues: { text: review.reply?.text ?? '' } });
  const onSubmit = form.handleSubmit(({ text }) =>
    reply.mutate({ reviewId: review._id, text }, { onSuccess: onDone }),
  );
  return (
    <form className="review-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField label={r.label} {...form.register('text')} />
      <FormButtons
        className="button-row review-form__actions"
        failure={reply.error?.message}
        cancelLabel={r.cancel}
        onCancel={onDone}
        submitLabel={r.save}
        busyLabel={r.saving}
        busy={reply.isPending}
      />
    </form>
  );
}

/** The report dialog of `review` (open while mounted). */
function ReportDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const toast = useToast();
  const report = useReport();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(({ reason }) =>
    report.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          toast({ kind: 'success', text: d.sent });
          onClose();
        },
      },
    ),
  );
  return (
    <Modal open title={d.title} onClose={onClose}>
      <form className="review-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{d.intro}</p>
        <TextAreaField label={d.reason} {...form.register('reason')} />
        <FormButtons
          className="button-row review-form__actions"
          failure={report.error?.message}
          cancelLabel={d.cancel}
          onCancel={onClose}
          submitLabel={d.send}
          busyLabel={d.sending}
          busy={report.isPending}
        />
      </form>
    </Modal>
  );
}

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
  if (mode === 'reply') return <ReplyEditor gymId={gymId} review={review} onDone={() => setMode('idle')} />;
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
      {mode === 'report' && <ReportDialog review={review} onClose={() => setMode('idle')} />}
    </div>
  );
}
