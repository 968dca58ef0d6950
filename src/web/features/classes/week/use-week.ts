/**
 * The week a timetable shows (Monday to Sunday in the gym's time zone) and the day selected in it (the
 * phone shows one day at a time): today's week and today at first; another week selects its Monday,
 * or today when it is this week again. The week bar may go `weeksBack` weeks before this one and
 * `weeksOn` weeks after it.
 * @module
 */
import { useState } from 'react';
import type { WeekNavProps } from './WeekNav';
import { mondayOf, shiftWeek, todayIn, weekDays, type LocalDate } from './week';

/** What {@link useWeek} answers. */
export interface Week {
  days: LocalDate[];
  /** The week's first and last day (the range to fetch). */
  first: LocalDate;
  last: LocalDate;
  today: LocalDate;
  selected: LocalDate;
  /** The week bar's props. */
  nav: WeekNavProps;
}

/** The shown week and selected day, and the week bar that moves them. */
export function useWeek(timeZone: string | undefined, weeksBack: number, weeksOn: number): Week {
  const today = todayIn(timeZone);
  const thisMonday = mondayOf(today);
  const [monday, setMonday] = useState(thisMonday);
  const [selected, setSelected] = useState<LocalDate>(today);
  const days = weekDays(monday);
  const onWeek = (step: -1 | 1) => {
    const next = shiftWeek(monday, step);
    setMonday(next);
    setSelected(next === thisMonday ? today : next);
  };
  return {
    days,
    first: days[0] ?? monday,
    last: days[6] ?? monday,
    today,
    selected,
    nav: {
      days,
      today,
      selected,
      canGoBack: monday > shiftWeek(thisMonday, -weeksBack),
      canGoOn: monday < shiftWeek(thisMonday, weeksOn),
      onWeek,
      onDay: setSelected,
    },
  };
}
