/**
 * "Tus clases" of the partner's class screen: each class with its schedule in words, hour and length,
 * places and booking policy, and "Borrar clase" behind a confirmation; when the server answers that
 * sessions to come still have bookings (409 `CONFIRMATION_REQUIRED`), the dialog shows its message and
 * asks again before deleting with `confirm=true`.
 * @module
 */
import { useState } from 'react';
import type { GymClass } from '../../../../shared/contract/classes';
import { partnerClassListMessages as m } from '../../../../shared/messages/classes-partner.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { confirmationNeeded, useDeleteClass, usePartnerClasses } from '../api/api-partner';
import { scheduleText } from '../schedule/schedule-text';
import { wallOf } from '../week/week';
import { TitledSection } from '../../../components/TitledSection';

function ClassRow({ gymClass, gymId }: { gymClass: GymClass; gymId: string }) {
  const toast = useToast();
  const remove = useDeleteClass(gymId);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const titleId = `class-${gymClass._id}`;
  const refusal = remove.isError && confirmationNeeded(remove.error) === null ? remove.error.message : null;

  const close = () => {
    setOpen(false);
    setAsked(null);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(
      { classId: gymClass._id, confirm: asked !== null },
      {
        onSuccess: (answer) => {
          close();
          toast({ kind: 'success', text: m.deleted(gymClass.name, answer.cancelledBookings) });
        },
        onError: (error) => {
          if (confirmationNeeded(error) !== null) setAsked(error.message);
        },
      },
    );

  return (
    <li className="partner-class panel" aria-labelledby={titleId} data-testid="partner-class">
      <h3 id={titleId} className="partner-class__name">
        {gymClass.name}
      </h3>
      <p>{scheduleText(gymClass)}</p>
      <p>
        {m.time(wallOf(gymClass.startsAt).time, gymClass.durationMinutes)} · {m.capacity(gymClass.capacity)}
      </p>
      {(gymClass.instructor || gymClass.room) && (
        <p className="partner-class__meta">
          {[gymClass.instructor, gymClass.room].filter(Boolean).join(' · ')}
        </p>
      )}
      <p className="partner-class__meta">
        {m.policy(gymClass.cancelBeforeHours, gymClass.promoteUntilHours)}
      </p>
      <div className="wrap-row booking__actions">
        <button
          type="button"
          className="button button--small button--secondary button--danger-text"
          aria-label={m.deleteLabel(gymClass.name)}
          onClick={() => setOpen(true)}
        >
          {m.delete}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={m.deleteTitle}
        confirmLabel={asked ? m.deleteConfirmAnyway : m.deleteConfirm}
        busyLabel={m.deleting}
        cancelLabel={m.keep}
        busy={remove.isPending}
        error={refusal}
        onConfirm={confirm}
        onClose={close}
      >
        <p>{m.deleteBody(gymClass.name)}</p>
        {asked && (
          <p className="form-notice form-notice--error" role="alert" data-testid="delete-confirmation">
            {asked}
          </p>
        )}
      </ConfirmDialog>
    </li>
  );
}

/** The gym's classes, or the empty state. */
export function ClassList({ gymId }: { gymId: string }) {
  const classes = usePartnerClasses(gymId);
  return (
    <TitledSection titleId="partner-class-list-title" title={m.title} className="partner-classes__section">
      <QueryFrame query={classes} loading={m.loading} errorTitle={m.loadError} compact>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage kind="empty" title={m.empty} body={m.emptyBody} headingLevel={3} />
          ) : (
            <ul className="plain-list bookings" aria-labelledby="partner-class-list-title">
              {list.map((gymClass) => (
                <ClassRow key={gymClass._id} gymClass={gymClass} gymId={gymId} />
              ))}
            </ul>
          )
        }
      </QueryFrame>
    </TitledSection>
  );
}
