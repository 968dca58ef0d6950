/**
 * The page's language in the web unit tests and the e2e journeys' expectations (test code only, ADR 0055):
 * importing this module loads every locale's catalogues and makes the active locale the one
 * {@link inLocale} sets, es-AR otherwise, as `lib/i18n.ts` does from `<html lang>` in the browser.
 * @module
 */
import { setActiveLocaleResolver } from '../../shared/messages/i18n/active';
import { loadAllLocales } from '../../shared/messages/i18n/all-locales';
import { DEFAULT_LOCALE, type Locale } from '../../shared/messages/i18n/locales';

let current: Locale = DEFAULT_LOCALE;
loadAllLocales();
setActiveLocaleResolver(() => current);

/**
 * What `read` gives on a page in `locale`: `inLocale('pt-BR', () => formatMonth('2026-11'))`. The
 * locale is back to the one before afterwards, also when `read` throws.
 */
export function inLocale<T>(locale: Locale, read: () => T): T {
  const before = current;
  current = locale;
  try {
    return read();
  } finally {
    current = before;
  }
}
