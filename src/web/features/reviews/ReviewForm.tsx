/**
 * The member's own review (ADR 0024): a form with five star choices and an optional comment to write
 * it, or the review as published with "Editar" and "Borrar mi opinión". Validated with the shared zod
 * schema; the server's refusal (no visit, a second review) shows as an alert.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewBodySchema, type Review, type ReviewBody } from '../../../shared/contract/reviews';
import { REVIEW_RATING_MAX } from '../../../shared/constants/reviews';
import { reviewFormMessages as m } from '../../../shared/messages/reviews.web';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormButtons } from '../../components/FormButtons';
import { useToast } from '../../components/toast-context';
import { TextAreaField } from '../../components/TextAreaField';
import { useConfirmAction } from '../../components/use-confirm-action';
import { useDeleteReview, useSaveReview } from './api';
import { ReviewCard } from './ReviewCard';
import { fieldOf } from '../../components/ContactFields';
import { Form } from '../../components/Form';

/** The form's fields; `rating` is NaN until a star is picked (the schema refuses it). */
type Values = z.input<typeof reviewBodySchema>;
const STAR_CHOICES = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/** The form that writes or edits the member's review; `own` is the review being edited, if any. */
function ReviewEditor({ gymId, own, onDone }: { gymId: string; own: Review | null; onDone: () => void }) {
  const toast = useToast();
  const save = useSaveReview(gymId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, ReviewBody>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { rating: own?.rating ?? Number.NaN, text: own?.text ?? '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    // The viewer is read again on success and this form may unmount before the call returns: the
    // promise, not the per-call callbacks, carries what follows.
    save
      .mutateAsync({ body, edit: own !== null })
      .then(() => {
        toast({ kind: 'success', text: m.published });
        onDone();
      })
      .catch((error: Error) => setFailure(error.message));
  });
  const busy = save.isPending;
  return (
    <Form className="review-form" onSubmit={onSubmit} data-testid="review-form">
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      >
        <legend>{m.rating}</legend>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <>
              {STAR_CHOICES.map((n) => (
                <label key={n} className="choice-chip review-form__star">
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    ref={n === 1 ? field.ref : undefined}
                  />
                  <span aria-hidden="true">{'★'.repeat(n)}</span>
                  <span className="visually-hidden">{m.starOption(n)}</span>
                </label>
              ))}
            </>
          )}
        />
        {errors.rating && (
          <p id="review-rating-error" className="field__error">
            {m.pickRating}
          </p>
        )}
      </fieldset>
      <TextAreaField label={m.text} hint={m.textHint} {...fieldOf(form, 'text')} />
      <FormButtons
        className="button-row review-form__actions"
        failure={failure}
        labels={
          own
            ? { submit: m.save, busy: m.saving, cancel: m.cancel }
            : { submit: m.publish, busy: m.publishing }
        }
        onCancel={own ? onDone : undefined}
        busy={busy}
      />
    </Form>
  );
}

/** The member's review as published, with its actions. */
function OwnReview({ gymId, own, onEdit }: { gymId: string; own: Review; onEdit: () => void }) {
  const removing = useConfirmAction(useDeleteReview(gymId), m.removeDialog);
  return (
    <div className="review-own" data-testid="own-review">
      <ReviewCard review={own} />
      <div className="button-row review-form__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {m.edit}
        </button>
        <ConfirmButton
          action={removing}
          className="button button--secondary"
          onConfirm={() => removing.run()}
        >
          <p>{m.removeBody}</p>
        </ConfirmButton>
      </div>
    </div>
  );
}

/** The member's block: the own review, or the form while writing or editing. */
export function ReviewForm({ gymId, own }: { gymId: string; own: Review | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="review-mine">
      <h3>{own ? m.title : m.write}</h3>
      {own && !editing ? (
        <OwnReview gymId={gymId} own={own} onEdit={() => setEditing(true)} />
      ) : (
        <ReviewEditor gymId={gymId} own={own} onDone={() => setEditing(false)} />
      )}
    </div>
  );
}
