/**
 * Checks a typed `opening_hours` value (OSM syntax) and says, in Spanish, where it fails (ADR 0025
 * "Opening hours"; https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
 * @module
 */
import { OPENING_HOURS_MAX } from '../../../shared/constants/opening-hours';
import { openingHoursMessages as m } from '../../../shared/messages/opening-hours';
import { buildHours, type HoursPlace } from './library';

/** The answer of {@link checkOpeningHours}. */
export type OpeningHoursCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * Answers already given, per (value, country, state): an import of 100k rows repeats a few schedules,
 * and the answer does not depend on the position (only `sunrise`/`sunset` times do, not the syntax).
 * Bounded like the open-week memo (./week): cleared when full.
 */
const checked = new Map<string, OpeningHoursCheck>();
const CHECKED_MAX = 20_000;

/** The library's error shape: the value up to where it failed, ` <--- (`, the reason, `)`. */
const LIBRARY_ERROR = /^([\s\S]*?) <--- \(([\s\S]*)\)\s*$/;

/**
 * Validates an `opening_hours` value for a place (its country's holidays make `PH` meaningful).
 * Surrounding whitespace is trimmed; the library's warnings (style hints) do not refuse a value.
 * @param value The value as typed or imported.
 * @param place The gym's country (ISO 3166-1 alpha-2, e.g. `ar`) and optional state.
 * @returns `{ ok: true, value }` with the trimmed value, or `{ ok: false, error }` with a Spanish
 *   message naming the 1-based character where the library stopped and the text before it. Never throws.
 */
export function checkOpeningHours(value: string, place: HoursPlace): OpeningHoursCheck {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, error: m.empty };
  if (trimmed.length > OPENING_HOURS_MAX) return { ok: false, error: m.tooLong };
  const key = `${trimmed}\u0000${place.country.toLowerCase()}\u0000${place.state ?? ''}`;
  const known = checked.get(key);
  if (known) return known;
  let answer: OpeningHoursCheck;
  try {
    buildHours(trimmed, place);
    answer = { ok: true, value: trimmed };
  } catch (thrown) {
    answer = { ok: false, error: describe(String(thrown)) };
  }
  if (checked.size >= CHECKED_MAX) checked.clear();
  checked.set(key, answer);
  return answer;
}

/** Turns the library's error text into our Spanish message with the position. */
function describe(libraryError: string): string {
  // Holiday data the library lacks for the place (it then refuses the value as a whole).
  if (/no holidays \(PH\)/.test(libraryError)) return m.noHolidays;
  if (/no holidays \(SH\)/.test(libraryError)) return m.noSchoolHolidays;
  const match = LIBRARY_ERROR.exec(libraryError);
  if (!match) return m.invalid;
  const before = match[1] ?? '';
  const reason = match[2] ?? '';
  return m.invalidAt(before.length + 1, before.trim() || null, detail(reason));
}

/** The Spanish reason for the library's most frequent English ones. */
function detail(reason: string): string {
  const token = /Unexpected token[^:]*: "?([^"\s]*)"?/.exec(reason);
  if (token?.[1]) return m.unexpectedToken(token[1]);
  if (/outside (of )?the current day|outside day/i.test(reason)) return m.outsideDay;
  if (/points in time/i.test(reason)) return m.onlyPoints;
  return m.unknownDetail;
}
