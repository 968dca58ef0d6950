/**
 * The instants a sales date range covers. Days are calendar days of Buenos Aires ({@link SALES_TIME_ZONE},
 * IANA tz database, through `@date-fns/tz`), both ends included: `from` starts at its 00:00 there and the
 * range ends at 00:00 of the day after `to` (exclusive).
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, startOfMonth, subDays } from 'date-fns';
import {
  SALES_DEFAULT_RANGE_DAYS,
  SALES_MAX_RANGE_DAYS,
  SALES_MONTHS,
  SALES_TIME_ZONE,
} from '../../../shared/constants/sales';
import { salesMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';

/** A resolved range: its days and the instants `[start, end)`; `monthsStart` opens the 12-month series. */
export interface SalesRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  /** 00:00 of the first day of the month 11 months before `to`'s (the figures' monthly series). */
  monthsStart: Date;
  /** That first day, `YYYY-MM-DD`. */
  monthsFrom: string;
  /** The series' months, `YYYY-MM`, oldest first ({@link SALES_MONTHS} of them). */
  months: string[];
}

const DAY = 'yyyy-MM-dd';

/** Midnight of day `YYYY-MM-DD` in Buenos Aires. */
function midnight(day: string): TZDate {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, SALES_TIME_ZONE);
}

/**
 * Resolves the `from`/`to` filters (either may be missing: `to` defaults to today in Buenos Aires, `from`
 * to {@link SALES_DEFAULT_RANGE_DAYS} days ending at `to`).
 * @param now - the current instant (the server's clock)
 * @throws AppError VALIDATION with `fields.from` when `from` is after `to`, or the range is longer than
 *   {@link SALES_MAX_RANGE_DAYS} days
 */
export function resolveSalesRange(
  filter: { from?: string; to?: string },
  now: Date = new Date(),
): SalesRange {
  const to = filter.to ?? format(new TZDate(now, SALES_TIME_ZONE), DAY);
  const toDay = midnight(to);
  const from = filter.from ?? format(subDays(toDay, SALES_DEFAULT_RANGE_DAYS - 1), DAY);
  const fromDay = midnight(from);
  const days = differenceInCalendarDays(toDay, fromDay) + 1;
  if (days < 1)
    throw new AppError('VALIDATION', salesMessages.rangeReversed, { from: salesMessages.rangeReversed });
  if (days > SALES_MAX_RANGE_DAYS)
    throw new AppError('VALIDATION', salesMessages.rangeTooLong, { from: salesMessages.rangeTooLong });
  const firstMonth = startOfMonth(addMonths(toDay, -(SALES_MONTHS - 1)));
  const months = Array.from({ length: SALES_MONTHS }, (_, i) => format(addMonths(firstMonth, i), 'yyyy-MM'));
  return {
    from,
    to,
    start: new Date(fromDay.getTime()),
    end: new Date(addDays(toDay, 1).getTime()),
    monthsStart: new Date(firstMonth.getTime()),
    monthsFrom: format(firstMonth, DAY),
    months,
  };
}
