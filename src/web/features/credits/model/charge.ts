/**
 * What spending credits will cost, worked out before the member confirms (ADR 0045 "Spending",
 * "Credits in ARS"): the value in ARS of `n` credits of her wallet by the average cost (the one rule of
 * `shared/domain/credit-value.ts`, the wallet's own), and the cancel deadline as the server sets it —
 * a class's start, or the start of the visit's day in the gym's zone (docs/architecture.md §7), less the
 * gym's cancellation window. Pure functions, unit-tested.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat, parseISO } from 'date-fns';
import type { CreditCharge } from '../../../../shared/contract/credits-gyms';
import { valueTaken } from '../../../../shared/domain/credit-value';
import type { Decimal } from '../../../../shared/domain/decimal';
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { fromCentavos, toCentavos } from '../../../../shared/domain/money';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { creditOutcomeMessages } from '../../../../shared/messages/credits-member.web';

const HOUR_MS = 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wallet as "Mis créditos" answers it: credits and their value in ARS. */
export interface Wallet {
  balance: number;
  value: Decimal;
}

/**
 * The ARS value (a decimal text, e.g. `"2500.00"`) of `credits` taken from `wallet`; null when the
 * wallet holds fewer credits.
 */
export function valueOf(wallet: Wallet, credits: number): string | null {
  if (credits > wallet.balance) return null;
  return fromCentavos(valueTaken(wallet.balance, toCentavos(wallet.value.$numberDecimal), credits));
}

/** The cancel deadline of a class starting at `startsAt` (ISO 8601) with a window of `hours`. */
export const classDeadline = (startsAt: string, hours: number): Date =>
  new Date(new Date(startsAt).getTime() - hours * HOUR_MS);

/**
 * The cancel deadline of an open-gym visit on local date `day` (`YYYY-MM-DD`) of a gym in `timeZone`:
 * the day's midnight there less `hours`.
 * @throws RangeError when `day` is no date
 */
export function visitDeadline(day: string, timeZone: string, hours: number): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a date: ${day}`);
  const start = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, 0, timeZone);
  return new Date(start.getTime() - hours * HOUR_MS);
}

/** The local dates `YYYY-MM-DD` a visit may be booked for: today in `timeZone` and the `count − 1` next. */
export function visitDays(timeZone: string, count: number, now: Date = new Date()): string[] {
  const today = parseISO(lightFormat(new TZDate(now, timeZone), 'yyyy-MM-dd'));
  return Array.from({ length: count }, (_, i) => lightFormat(addDays(today, i), 'yyyy-MM-dd'));
}

/**
 * What a cancel did with the credits, in the member's words; null when the answer carries no outcome
 * (not paid with credits).
 */
export function outcomeText(charge: CreditCharge | undefined): string | null {
  if (!charge?.cancelOutcome) return null;
  return creditOutcomeMessages[charge.cancelOutcome](charge.credits);
}

const dayFormat = lazyDateTimeFormat(activeLocale, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * A local date `YYYY-MM-DD` as "lunes, 30 de noviembre" (the date itself, no zone shift), in the page's
 * language (ADR 0055: "segunda-feira, 30 de novembro" in pt-BR); anything else as it came.
 */
export function dayLabel(day: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  return dayFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
