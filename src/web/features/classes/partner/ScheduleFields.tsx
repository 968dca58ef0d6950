/**
 * The schedule part of the new-class form: first day and hour, the weekday boxes (never RRULE text),
 * the end date, and a preview of the sessions the server will write ("Vas a crear 9 clases: la primera
 * el lunes 2 de marzo, 19:00…"), expanded by the shared rule in the gym's zone.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CreateClassBody } from '../../../../shared/contract/classes';
import { classFormMessages as f, weekdayMessages } from '../../../../shared/messages/classes-partner.web';
import { InputField } from '../../../components/Field';
import type { ClassFormValues } from '../schedule/class-form';
import { scheduleOf, WEEKDAYS } from '../schedule/recurrence-form';
import { longDay } from '../week/week';
import { fieldOf } from '../../../components/ContactFields';

/** Props of {@link ScheduleFields}. */
export interface ScheduleFieldsProps {
  form: UseFormReturn<ClassFormValues, unknown, CreateClassBody>;
  timeZone: string;
}

/** "lunes 2 de marzo, 19:00" of an instant, in `timeZone`. */
function sessionLabel(instant: Date, timeZone: string): string {
  const local = new TZDate(instant, timeZone);
  return `${longDay(format(local, 'yyyy-MM-dd'))}, ${format(local, 'HH:mm')}`;
}

function Preview({ form, timeZone }: ScheduleFieldsProps) {
  const [startDate, startTime, days, until] = useWatch({
    control: form.control,
    name: ['startDate', 'startTime', 'days', 'until'],
  });
  const schedule = scheduleOf({ startDate, startTime, days: days ?? [], until, timeZone });
  if (!schedule.ok) return null;
  const first = schedule.starts[0];
  const last = schedule.starts[schedule.starts.length - 1];
  if (!first || !last) return null;
  return (
    <p className="class-form__preview" role="status" data-testid="class-preview">
      {f.preview(schedule.starts.length, sessionLabel(first, timeZone), sessionLabel(last, timeZone))}
    </p>
  );
}

/** The schedule fields. */
export function ScheduleFields({ form, timeZone }: ScheduleFieldsProps) {
  const { errors } = form.formState;
  return (
    <fieldset className="form-group class-form__schedule">
      <legend>{f.when}</legend>
      <div className="class-form__row">
        <InputField label={f.startDate} type="date" required {...fieldOf(form, 'startDate')} />
        <InputField label={f.startTime} type="time" required {...fieldOf(form, 'startTime')} />
      </div>
      <div
        className="class-form__days"
        role="group"
        aria-labelledby="class-form-days"
        aria-describedby="class-form-days-hint"
      >
        <p id="class-form-days" className="class-form__days-title">
          {f.repeat}
        </p>
        {WEEKDAYS.map((day) => (
          <label key={day} className="choice-chip class-form__day">
            <input type="checkbox" value={day} {...form.register('days')} />
            {weekdayMessages[day]}
          </label>
        ))}
        <p id="class-form-days-hint" className={errors.days ? 'field__error' : 'field__hint'}>
          {errors.days?.message ?? f.repeatHint}
        </p>
      </div>
      <InputField label={f.until} type="date" hint={f.untilHint} {...fieldOf(form, 'until')} />
      <Preview form={form} timeZone={timeZone} />
    </fieldset>
  );
}
