/**
 * The partner gym form's "Horarios" (ADR 0025): a weekly table (per weekday "Cerrado" or a mañana range
 * and an optional tarde range; a feriados row: cerrado / como un día común / otro horario) that writes the
 * OpenStreetMap `opening_hours` value, and an "Avanzado" text field to type that value directly. A value
 * the table cannot show (../osm-table `fromOsm` null) opens in advanced mode. Controlled: `value` is the
 * form's `openingHours` (null = unknown), `onChange` gets the new value. Native checkboxes, radios and
 * time inputs: keyboard accessible; rows wrap at 375 px.
 * @module
 */
import { useId, useState } from 'react';
import { openingHoursFormMessages as m } from '../../../../shared/messages/opening-hours-pages.web';
import {
  fromOsm,
  isComplete,
  MAX_RANGES,
  toOsm,
  type HolidayRow,
  type TimeRange,
  type WeekTable,
} from './osm-table';
import './opening-hours-field.css';

/** Props of {@link OpeningHoursField}. */
export interface OpeningHoursFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The server's or the form's message for the field. */
  error?: string | undefined;
}

/** The two shifts' names, read per use (ADR 0055). */
const shifts = () => [m.morning, m.afternoon] as const;

/** The editor. */
export function OpeningHoursField({ value, onChange, error }: OpeningHoursFieldProps) {
  const id = useId();
  const [table, setTable] = useState<WeekTable | null>(() => fromOsm(value));
  const [advanced, setAdvanced] = useState(table === null);
  const [notice, setNotice] = useState<string | null>(table === null ? m.advancedOnly : null);
  const messageId = `${id}-message`;

  // An incomplete range is passed on too: the notice says what is missing, and the server refuses it
  // rather than the form keeping the previous hours unseen.
  const applyTable = (next: WeekTable) => {
    setTable(next);
    setNotice(isComplete(next) ? null : m.incomplete);
    onChange(toOsm(next));
  };
  const setDay = (index: number, patch: Partial<WeekTable['days'][number]>) => {
    if (!table) return;
    applyTable({ ...table, days: table.days.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  };
  const setHolidays = (patch: Partial<HolidayRow>) => {
    if (!table) return;
    applyTable({ ...table, holidays: { ...table.holidays, ...patch } });
  };
  const toTable = () => {
    const read = fromOsm(value);
    if (!read) {
      setNotice(m.advancedOnly);
      return;
    }
    setTable(read);
    setNotice(null);
    setAdvanced(false);
  };

  return (
    <fieldset className="form-group partner-form__group hours-editor" aria-describedby={messageId}>
      <legend>{m.legend}</legend>
      <p className="field__hint">{m.lead}</p>
      {!advanced && table && (
        <div className="hours-editor__table">
          {table.days.map((day, i) => {
            const name = m.weekdays[i] ?? '';
            return (
              <div className="wrap-row hours-editor__row" key={name}>
                <label className="hours-editor__day">
                  <input
                    type="checkbox"
                    checked={day.open}
                    aria-label={m.openDay(name)}
                    onChange={(e) => setDay(i, { open: e.target.checked })}
                  />
                  <span aria-hidden="true">{name}</span>
                </label>
                {day.open ? (
                  <Ranges day={name} ranges={day.ranges} onChange={(ranges) => setDay(i, { ranges })} />
                ) : (
                  <span className="hours-editor__closed">{m.closed}</span>
                )}
              </div>
            );
          })}
          <div className="wrap-row hours-editor__row">
            <fieldset className="wrap-row hours-editor__holidays">
              <legend className="hours-editor__day">{m.holidays}</legend>
              {(
                [
                  ['closed', m.holidaysClosed],
                  ['same', m.holidaysSame],
                  ['own', m.holidaysOwn],
                ] as const
              ).map(([mode, label]) => (
                <label key={mode}>
                  <input
                    type="radio"
                    name={`${id}-holidays`}
                    value={mode}
                    checked={table.holidays.mode === mode}
                    onChange={() => setHolidays({ mode })}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {table.holidays.mode === 'own' && (
              <Ranges
                day={m.holidays}
                ranges={table.holidays.ranges}
                onChange={(ranges) => setHolidays({ ranges })}
              />
            )}
          </div>
        </div>
      )}
      {advanced && (
        <div className="field hours-editor__advanced">
          <label htmlFor={`${id}-osm`}>{m.advancedLabel}</label>
          <input
            id={`${id}-osm`}
            type="text"
            name="openingHours"
            spellCheck={false}
            autoComplete="off"
            value={value ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-osm-hint ${messageId}`}
            onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value)}
          />
          <p id={`${id}-osm-hint`} className="field__hint">
            {m.advancedHint}
          </p>
        </div>
      )}
      <p id={messageId} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? notice ?? ''}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={advanced}
        onClick={() => (advanced ? toTable() : setAdvanced(true))}
      >
        {advanced ? m.useTable : m.advanced}
      </button>
    </fieldset>
  );
}

/** One end of a range: a time in steps of five minutes, named by `label`. */
function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="time"
      step={300}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** One or two time ranges of a row, with the button that adds or removes the afternoon one. */
function Ranges({
  day,
  ranges,
  onChange,
}: {
  day: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}) {
  const set = (index: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <div className="hours-editor__ranges">
      {ranges.map((range, i) => {
        const shift = shifts()[i] ?? m.afternoon;
        return (
          <div className="hours-editor__range" key={shift}>
            <TimeInput label={m.from(shift, day)} value={range.from} onChange={(from) => set(i, { from })} />
            <span aria-hidden="true">–</span>
            <TimeInput label={m.to(shift, day)} value={range.to} onChange={(to) => set(i, { to })} />
          </div>
        );
      })}
      {ranges.length < MAX_RANGES ? (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`${day}: ${m.addAfternoon}`}
          onClick={() => onChange([...ranges, { from: '16:00', to: '22:00' }])}
        >
          {m.addAfternoon}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`${day}: ${m.removeAfternoon}`}
          onClick={() => onChange(ranges.slice(0, 1))}
        >
          {m.removeAfternoon}
        </button>
      )}
    </div>
  );
}
