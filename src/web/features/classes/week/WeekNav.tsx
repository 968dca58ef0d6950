/**
 * The week bar of a timetable: "Semana del lun 2/3 al dom 8/3" between the previous and next week
 * buttons, and on narrow screens the day buttons that show one day at a time (arrow keys move between
 * them).
 * @module
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { timetableMessages as m } from '../../../../shared/messages/timetable.web';
import { dayTitle, shortDay, tabDay, type LocalDate } from './week';

/** Props of {@link WeekNav}. */
export interface WeekNavProps {
  days: readonly LocalDate[];
  today: LocalDate;
  selected: LocalDate;
  canGoBack: boolean;
  canGoOn: boolean;
  onWeek: (step: -1 | 1) => void;
  onDay: (day: LocalDate) => void;
}

/** The week bar and the day buttons. */
export function WeekNav({ days, today, selected, canGoBack, canGoOn, onWeek, onDay }: WeekNavProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + days.length) % days.length;
    const day = days[next];
    if (day === undefined) return;
    onDay(day);
    buttons.current[next]?.focus();
  };

  return (
    <div className="classes__nav">
      <div className="classes__weekbar" role="group" aria-label={m.weekNav}>
        <button
          type="button"
          className="button button--small button--secondary classes__arrow"
          aria-label={m.previousWeek}
          disabled={!canGoBack}
          onClick={() => onWeek(-1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <p className="classes__week" aria-live="polite">
          {m.week(shortDay(first), shortDay(last))}
        </p>
        <button
          type="button"
          className="button button--small button--secondary classes__arrow"
          aria-label={m.nextWeek}
          disabled={!canGoOn}
          onClick={() => onWeek(1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="classes__tabs" role="group" aria-label={m.days}>
        {days.map((day, index) => (
          <button
            key={day}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className="classes__tab"
            aria-label={dayTitle(day)}
            aria-pressed={day === selected}
            onClick={() => onDay(day)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="classes__tab-day">{day === today ? m.today : tabDay(day)[0]}</span>
            <span>{tabDay(day)[1]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
