/**
 * "Abierto · cierra 22:00" / "Cerrado · abre mañana 7:00" / "Cerrado · abre el lunes 7:00": a gym's open
 * state as one line, with the times on the gym's own clock (its IANA zone, never the visitor's; ADR 0025).
 * The answer's state is taken as of `now`: once its `nextChange` has passed, the state has flipped and the
 * line says only "Abierto" or "Cerrado" until the answer is read again. Pure.
 *
 * The wall clock is read with the platform's `Intl.DateTimeFormat` in the gym's zone (the IANA database
 * the browser carries) rather than date-fns + @date-fns/tz: this line is on the first screen's cards,
 * whose JavaScript budget (ADR 0013) has no room for a date library and its locales. The weekday is named
 * in the page's language (ADR 0055).
 * @module
 */
import { lazyDateTimeFormat, type DateFormatter } from '../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { openingHoursWebMessages as m } from '../../../shared/messages/opening-hours.web';

/** What catalogue answers say about a gym's hours (contract `openingStateFields`). */
export interface OpenStateValue {
  openNow?: boolean | null;
  nextChange?: string | null;
  timeZone?: string;
}

/** The label's parts: open or not, and the full line. */
export interface OpenLabel {
  open: boolean;
  text: string;
}

/**
 * The label of a gym's open state at `now`; null when the hours are unknown.
 * @param fallbackZone - the zone when the answer names none (the default gyms' zone)
 */
export function openLabel(state: OpenStateValue, now: Date, fallbackZone: string): OpenLabel | null {
  if (state.openNow === null || state.openNow === undefined) return null;
  const zone = state.timeZone ?? fallbackZone;
  const next = state.nextChange ? new Date(state.nextChange) : null;
  if (next && next.getTime() <= now.getTime()) {
    const open = !state.openNow;
    return { open, text: open ? m.open : m.closed };
  }
  const open = state.openNow;
  if (!next) return { open, text: open ? m.open : m.closed };
  const when = whenText(next, now, zone);
  return { open, text: open ? m.closesAt(when) : m.opensAt(when) };
}

const formatters = new Map<string, { parts: Intl.DateTimeFormat; weekday: DateFormatter }>();

/**
 * The (cached) formatters of a zone: numeric wall fields, and the weekday's name in the page's language
 * (ADR 0055: "lunes" in es-AR and es-MX, "segunda-feira" in pt-BR).
 */
function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      parts: new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      weekday: lazyDateTimeFormat(activeLocale, { timeZone, weekday: 'long' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `at` in `timeZone`: a day number (days since the epoch of that calendar date) and `H:mm`. */
function wallClock(at: Date, timeZone: string): { day: number; time: string } {
  const fields: Record<string, number> = {};
  for (const part of formattersOf(timeZone).parts.formatToParts(at)) fields[part.type] = Number(part.value);
  const day = Date.UTC(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 1) / 86_400_000;
  const minute = String(fields.minute ?? 0).padStart(2, '0');
  return { day, time: `${(fields.hour ?? 0) % 24}:${minute}` };
}

/** "22:00", "mañana 7:00" or "el lunes 7:00" (pt-BR "segunda-feira 7:00"), on the gym's clock. */
export function whenText(at: Date, now: Date, timeZone: string): string {
  const local = wallClock(at, timeZone);
  const days = local.day - wallClock(now, timeZone).day;
  if (days <= 0) return m.when.today(local.time);
  if (days === 1) return m.when.tomorrow(local.time);
  return m.when.weekday(formattersOf(timeZone).weekday.format(at), local.time);
}
