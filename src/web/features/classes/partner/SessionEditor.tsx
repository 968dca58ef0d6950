/**
 * "Editar clase" for one session of the partner's week, in a dialog: "Solo esta clase" or "Esta y las
 * siguientes", then name, instructor, room, places, minutes, day (this one only) and hour. Only what
 * changed is sent; the server's refusal (e.g. a capacity under the places already booked) shows inside.
 * A new day, hour or length outside the gym's opening hours shows the server's warning and "Guardar
 * igual", which sends the same change confirmed.
 * @module
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ClassSession } from '../../../../shared/contract/classes';
import type { EditSessionBody } from '../../../../shared/contract/classes-partner';
import { partnerClassMessages } from '../../../../shared/messages/classes';
import {
  classFormMessages as f,
  sessionEditMessages as m,
} from '../../../../shared/messages/classes-partner.web';
import { InputField } from '../../../components/Field';
import { FormButtons } from '../../../components/FormButtons';
import { Modal } from '../../../components/Modal';
import { useToast } from '../../../components/toast-context';
import { useEditSession } from '../api/api-partner';
import { outsideHoursWarning } from '../schedule/outside-hours';
import { sessionEditBody, sessionEditValues, type SessionEditValues } from '../schedule/session-edit';
import { OutsideHoursNotice } from './OutsideHoursNotice';
import { Form } from '../../../components/Form';

/** Props of {@link SessionEditor}. */
export interface SessionEditorProps {
  gymId: string;
  session: ClassSession;
  onClose: () => void;
}

/** The editor dialog (open while mounted). */
export function SessionEditor({ gymId, session, onClose }: SessionEditorProps) {
  const toast = useToast();
  const edit = useEditSession(gymId);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's warning of a time outside the gym's hours, with the body to send again confirmed.
  const [outside, setOutside] = useState<{ body: EditSessionBody; message: string } | null>(null);
  const form = useForm<SessionEditValues>({ defaultValues: sessionEditValues(session) });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const number = { valueAsNumber: true } as const;

  const send = (body: EditSessionBody) => {
    setFailure(null);
    setOutside(null);
    edit.mutate(
      { sessionId: session._id, body },
      {
        onSuccess: (answer) => {
          toast({ kind: 'success', text: m.saved(answer.updated) });
          onClose();
        },
        onError: (error) => {
          const warning = outsideHoursWarning(error);
          if (warning) setOutside({ body, message: warning });
          else setFailure(error.message);
        },
      },
    );
  };
  const onSubmit = form.handleSubmit((values) => {
    const body = sessionEditBody(session, values);
    if (body) send(body);
    else setFailure(partnerClassMessages.nothingToChange);
  });

  return (
    <Modal open title={m.title} onClose={onClose}>
      <Form className="stack session-editor" onSubmit={onSubmit}>
        <fieldset className="form-group">
          <legend>{m.scope}</legend>
          <label className="choice-chip class-form__day">
            <input type="radio" value="this" {...form.register('scope')} /> {m.scopeThis}
          </label>
          <label className="choice-chip class-form__day">
            <input type="radio" value="following" {...form.register('scope')} /> {m.scopeFollowing}
          </label>
          <p className="field__hint">{m.scopeFollowingHint}</p>
        </fieldset>
        <InputField label={f.name} required autoComplete="off" {...form.register('name')} />
        <InputField label={f.instructor} autoComplete="off" {...form.register('instructor')} />
        <InputField label={f.room} autoComplete="off" {...form.register('room')} />
        <div className="class-form__row">
          <InputField label={f.capacity} type="number" min={1} {...form.register('capacity', number)} />
          <InputField
            label={f.duration}
            type="number"
            min={5}
            {...form.register('durationMinutes', number)}
          />
        </div>
        <div className="class-form__row">
          <InputField
            label={m.date}
            type="date"
            disabled={scope === 'following'}
            {...form.register('date')}
          />
          <InputField label={m.time} type="time" {...form.register('time')} />
        </div>
        {outside && (
          <OutsideHoursNotice
            message={outside.message}
            confirmLabel={m.confirmOutsideHours}
            busy={edit.isPending}
            onConfirm={() => send({ ...outside.body, confirmOutsideHours: true })}
          />
        )}
        <FormButtons
          className="end-row"
          failure={failure}
          labels={{ submit: m.save, busy: m.saving, cancel: m.close }}
          onCancel={onClose}
          busy={edit.isPending}
        />
      </Form>
    </Modal>
  );
}
