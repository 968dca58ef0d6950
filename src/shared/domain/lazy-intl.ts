/**
 * Formatters made on first use. The first `Intl` formatter of a page costs the browser its ICU data
 * (tens of milliseconds on a phone, measured in bench/README.md "Hydration in slices…"); made at a
 * module's top level, that cost falls into the evaluation of the app's scripts, one long task. Made
 * lazily, it falls where the page first formats, after the data was loaded in short tasks
 * (`src/web/lib/intl-warmup.ts`, ADR 0050). On the server they behave as the plain formatters.
 * @module
 */

/** What the app calls on a number formatter. */
export interface NumberFormatter {
  format(value: number | bigint | Intl.StringNumericLiteral): string;
}
/** What the app calls on a date formatter. */
export interface DateFormatter {
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
}

/**
 * A BCP 47 tag (`es-AR`), or a function giving the one in use at each call (the page's language,
 * `shared/messages/i18n/active.ts`'s `activeLocale`; ADR 0055).
 */
export type LocaleSource = string | (() => string);

/**
 * `make(locale)` for the locale of each call, each made once: the formatters below, and any other `Intl`
 * service a module needs lazily (e.g. `Intl.RelativeTimeFormat`).
 * @param locale - BCP 47 tag, or a function of the one in use
 * @returns a getter of the current locale's made value
 */
export function perLocale<T>(locale: LocaleSource, make: (locale: string) => T): () => T {
  if (typeof locale === 'string') {
    let made: T | undefined;
    return () => (made ??= make(locale));
  }
  const made = new Map<string, T>();
  return () => {
    const tag = locale();
    let formatter = made.get(tag);
    if (!formatter) made.set(tag, (formatter = make(tag)));
    return formatter;
  };
}

/**
 * A number formatter whose `Intl.NumberFormat` is made on the first call (per locale).
 * @param locale - BCP 47 tag, or a function of the one in use
 * @param options - as `Intl.NumberFormat`'s
 */
export function lazyNumberFormat(locale: LocaleSource, options?: Intl.NumberFormatOptions): NumberFormatter {
  const get = perLocale(locale, (tag) => new Intl.NumberFormat(tag, options));
  return { format: (value) => get().format(value) };
}

/**
 * A date formatter whose `Intl.DateTimeFormat` is made on the first call (per locale).
 * @param locale - BCP 47 tag, or a function of the one in use
 * @param options - as `Intl.DateTimeFormat`'s (a `timeZone` is an IANA name)
 */
export function lazyDateTimeFormat(
  locale: LocaleSource,
  options?: Intl.DateTimeFormatOptions,
): DateFormatter {
  const get = perLocale(locale, (tag) => new Intl.DateTimeFormat(tag, options));
  return {
    format: (date) => get().format(date),
    formatToParts: (date) => get().formatToParts(date),
  };
}
