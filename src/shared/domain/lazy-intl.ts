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
 * A number formatter whose `Intl.NumberFormat` is made on the first call.
 * @param locale - BCP 47 tag (`es-AR`)
 * @param options - as `Intl.NumberFormat`'s
 */
export function lazyNumberFormat(locale: string, options?: Intl.NumberFormatOptions): NumberFormatter {
  let made: Intl.NumberFormat | undefined;
  const get = () => (made ??= new Intl.NumberFormat(locale, options));
  return { format: (value) => get().format(value) };
}

/**
 * A date formatter whose `Intl.DateTimeFormat` is made on the first call.
 * @param locale - BCP 47 tag (`es-AR`)
 * @param options - as `Intl.DateTimeFormat`'s (a `timeZone` is an IANA name)
 */
export function lazyDateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): DateFormatter {
  let made: Intl.DateTimeFormat | undefined;
  const get = () => (made ??= new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => get().format(date),
    formatToParts: (date) => get().formatToParts(date),
  };
}
