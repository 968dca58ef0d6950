/**
 * The forms under a review (ADR 0024): the partner's answer editor and the report dialog, one textarea
 * each. They load when a viewer opens one ({@link ReviewActions}), so react-hook-form is not part of the
 * gym detail's first screen (ADR 0013).
 * @module
 */
import { useForm } from 'react-hook-form';
import type { Review } from '../../../shared/contract/reviews';
import { replyFormMessages as r, reportDialogMessages as d } from '../../../shared/messages/reviews.web';
import { FormButtons, type FormButtonLabels } from '../../components/FormButtons';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { useToast } from '../../components/toast-context';
import { useReply, useReport } from './api';
import { Form } from '../../components/Form';

/** Props of {@link ReviewTextForm}. */
interface ReviewTextFormProps {
  /** The textarea's form name (`text`, `reason`). */
  name: string;
  label: string;
  initial: string;
  /** Text above the field, if any. */
  intro?: string;
  failure?: string;
  busy: boolean;
  labels: FormButtonLabels;
  onCancel: () => void;
  onSend: (value: string) => void;
}

/** One textarea and its buttons: the answer form and the report dialog's form. */
function ReviewTextForm({
  name,
  label,
  initial,
  intro,
  failure,
  busy,
  labels,
  onCancel,
  onSend,
}: ReviewTextFormProps) {
  const form = useForm<Record<string, string>>({ defaultValues: { [name]: initial } });
  const onSubmit = form.handleSubmit((values) => onSend(values[name] ?? ''));
  return (
    <Form className="review-form" onSubmit={onSubmit}>
      {intro && <p>{intro}</p>}
      <TextAreaField label={label} {...form.register(name)} />
      <FormButtons
        className="button-row review-form__actions"
        failure={failure}
        labels={labels}
        onCancel={onCancel}
        busy={busy}
      />
    </Form>
  );
}

/** The partner's answer form under `review`; `onDone` runs after saving or on cancel. */
export function ReplyEditor({
  gymId,
  review,
  onDone,
}: {
  gymId: string;
  review: Review;
  onDone: () => void;
}) {
  const reply = useReply(gymId);
  return (
    <ReviewTextForm
      name="text"
      label={r.label}
      initial={review.reply?.text ?? ''}
      failure={reply.error?.message}
      busy={reply.isPending}
      labels={{ cancel: r.cancel, submit: r.save, busy: r.saving }}
      onCancel={onDone}
      onSend={(text) => reply.mutate({ reviewId: review._id, text }, { onSuccess: onDone })}
    />
  );
}

/** The report dialog of `review` (open while mounted). */
export function ReportDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const toast = useToast();
  const report = useReport();
  const send = (reason: string) =>
    report.mutate(
      { reviewId: review._id, reason },
      {
        onSuccess: () => {
          toast({ kind: 'success', text: d.sent });
          onClose();
        },
      },
    );
  return (
    <Modal open title={d.title} onClose={onClose}>
      <ReviewTextForm
        name="reason"
        label={d.reason}
        initial=""
        intro={d.intro}
        failure={report.error?.message}
        busy={report.isPending}
        labels={{ cancel: d.cancel, submit: d.send, busy: d.sending }}
        onCancel={onClose}
        onSend={send}
      />
    </Modal>
  );
}
