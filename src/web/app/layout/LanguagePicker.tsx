/**
 * The footer's language picker (ADR 0055): keeps the choice in the `idioma` cookie, which the server
 * reads before `Accept-Language` (src/server/plugins/locale.ts), and loads the page again in it. Each
 * language is named in itself, so a visitor finds theirs whatever the page's language.
 * @module
 */
import type { ChangeEvent } from 'react';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { LOCALE_COOKIE, LOCALES, isLocale } from '../../../shared/messages/i18n/locales';
import { languageMessages as m } from '../../../shared/messages/shell.web';

/** The cookie's lifetime: a year, in seconds. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Chooses the site's language; the page reloads in the chosen one. */
export function LanguagePicker() {
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    if (!isLocale(locale)) return;
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    window.location.reload();
  };
  // The page's language: the request's on the server, <html lang> in the browser.
  const current = activeLocale();
  return (
    <label className="footer__language">
      {m.label}{' '}
      <select defaultValue={current} onChange={choose}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {m[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
