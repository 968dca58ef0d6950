/**
 * Loads the formatting data of the page's locale (`activeLocale`, `<html lang>` in the browser; ADR 0055)
 * one service per task before React renders (ADR 0050).
 * The first use of each `Intl` service costs the browser its ICU data; measured in Chromium at the 4×
 * CPU slowdown of Lighthouse's phone: 20–60 ms for the locale, 45–60 ms for numbers and 13–30 ms for
 * dates, once per page (bench/README.md "Hydration in slices…"). Paid together inside one render or
 * one module evaluation, they made a single long task; here each is its own short task, and the
 * formatters made afterwards (`shared/domain/lazy-intl.ts`) find the data loaded.
 * @module
 */
import { DEFAULT_GYM_TIME_ZONE } from '../../shared/constants/classes';
import { activeLocale } from '../../shared/messages/i18n/active';

/**
 * The services the first screens format with, in the order they are loaded: the page's locale, its
 * integers and decimals, its weekdays, and the wall clock in a gym's zone (`en-US` parts, as
 * `features/opening-hours` reads it).
 */
const STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.NumberFormat(locale).format(1),
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(0),
  () => new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_GYM_TIME_ZONE, hour: 'numeric' }).format(0),
];

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step in a task of its own. A step the browser cannot run is skipped: the formatters then
 * load their data when first used, as they would without this.
 * @returns a promise that resolves after the last step (never rejects)
 */
export async function warmIntl(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    try {
      step(activeLocale());
    } catch {
      // An engine without one of the services: nothing to load ahead.
    }
  }
}
