/**
 * "Nueva clase" of the partner's class screen: name, instructor, room, service (the gym's, or none:
 * the monthly membership), places, minutes, the schedule ({@link ScheduleFields}) and the booking policy
 * hours. Checked by {@link classFormSchema} before it is sent; the server's refusals show on the form.
 * @module
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateClassBody } from '../../../../shared/contract/classes';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import { classFormMessages as f } from '../../../../shared/messages/classes-partner.web';
import { InputField, SelectField } from '../../../components/Field';
import { FormButtons } from '../../../components/FormButtons';
import { useToast } from '../../../components/toast-context';
import { useCreateClass } from '../api/api-partner';
import { classFormSchema, emptyClassForm, type ClassFormValues } from '../schedule/class-form';
import { outsideHoursWarning } from '../schedule/outside-hours';
import { OutsideHoursNotice } from './OutsideHoursNotice';
import { ScheduleFields } from './ScheduleFields';
import { fieldOf } from '../../../components/ContactFields';
import { contractResolver, applyServerError } from '../../../lib/contract-form';
import { Form } from '../../../components/Form';

const FIELDS = [
  'name',
  'instructor',
  'room',
  'serviceId',
  'capacity',
  'durationMinutes',
  'cancelBeforeHours',
  'promoteUntilHours',
];
const SERVER_FIELDS: Record<string, keyof ClassFormValues> = {
  startsAt: 'startTime',
  rrule: 'days',
  until: 'until',
};

/** The form's text fields and its whole-number fields (registered as numbers). */
type TextName = 'name' | 'instructor' | 'room';
type NumberName = 'capacity' | 'durationMinutes' | 'cancelBeforeHours' | 'promoteUntilHours';
interface FieldExtras {
  placeholder?: string;
  required?: boolean;
  hint?: string;
}

/** Props of {@link ClassForm}. */
export interface ClassFormProps {
  gym: MyGym;
  timeZone: string;
}

/** The new-class form. */
export function ClassForm({ gym, timeZone }: ClassFormProps) {
  const toast = useToast();
  const create = useCreateClass(gym._id);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's warning of a session outside the gym's hours, with the body to send again confirmed.
  const [outside, setOutside] = useState<{ body: CreateClassBody; message: string } | null>(null);
  const form = useForm<ClassFormValues, unknown, CreateClassBody>({
    resolver: contractResolver(classFormSchema(gym._id, timeZone)),
    mode: 'onTouched',
    defaultValues: emptyClassForm(new Date(), timeZone),
  });
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;
  const textField = (name: TextName, label: string, extra: FieldExtras = {}) => (
    <InputField
      label={label}
      autoComplete="off"
      {...extra}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  const numberField = (name: NumberName, label: string, min: number, extra: FieldExtras = {}) => (
    <InputField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      {...extra}
      error={errors[name]?.message}
      {...form.register(name, number)}
    />
  );

  const send = (body: CreateClassBody) => {
    setFailure(null);
    setOutside(null);
    create.mutate(body, {
      onSuccess: (created) => {
        toast({ kind: 'success', text: f.created(created.name) });
        form.reset(emptyClassForm(new Date(), timeZone));
      },
      onError: (error) => {
        const warning = outsideHoursWarning(error);
        if (warning) {
          setOutside({ body, message: warning });
          return;
        }
        setFailure(
          applyServerError(
            error,
            (field, e) => form.setError((SERVER_FIELDS[field] ?? field) as keyof ClassFormValues, e),
            [...FIELDS, ...Object.keys(SERVER_FIELDS)],
          ),
        );
      },
    });
  };
  const onSubmit = form.handleSubmit(send, () => setFailure(f.checkFields));

  return (
    <Form className="class-form" onSubmit={onSubmit} aria-labelledby="class-form-title">
      <h2 id="class-form-title">{f.title}</h2>
      <div className="class-form__grid">
        {textField('name', f.name, { placeholder: f.namePlaceholder, required: true })}
        {textField('instructor', f.instructor)}
        {textField('room', f.room)}
        <SelectField label={f.service} hint={f.serviceHint} {...fieldOf(form, 'serviceId')}>
          <option value="">{f.serviceNone}</option>
          {gym.services.map((service) => (
            <option key={service._id} value={service._id}>
              {service.name}
            </option>
          ))}
        </SelectField>
        {numberField('capacity', f.capacity, 1, { required: true })}
        {numberField('durationMinutes', f.duration, 5, { required: true })}
      </div>
      <ScheduleFields form={form} timeZone={timeZone} />
      <fieldset className="form-group">
        <legend>{f.policy}</legend>
        {numberField('cancelBeforeHours', f.cancelBefore, 0, { hint: f.cancelBeforeHint })}
        {numberField('promoteUntilHours', f.promoteUntil, 0, { hint: f.promoteUntilHint })}
      </fieldset>
      {outside && (
        <OutsideHoursNotice
          message={outside.message}
          confirmLabel={f.confirmOutsideHours}
          busy={create.isPending}
          onConfirm={() => send({ ...outside.body, confirmOutsideHours: true })}
        />
      )}
      <FormButtons
        className="end-row"
        failure={failure}
        labels={{ submit: f.submit, busy: f.submitting }}
        busy={create.isPending}
      />
    </Form>
  );
}
