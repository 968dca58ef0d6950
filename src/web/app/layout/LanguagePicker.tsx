/**
 * The footer's language picker (ADR 0055): keeps the choice in the `idioma` cookie, which the server
 * reads before `Accept-Language` (src/server/plugins/locale.ts), stores it as the signed-in account's
 * language (`PUT /api/account/locale`, which comes ahead of the cookie), and loads the page again in
 * it. Each language is named in itself, so a visitor finds theirs whatever the page's language.
 * @module
 */
import type { ChangeEvent } from 'react';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { LOCALE_COOKIE, LOCALES, isLocale } from '../../../shared/messages/i18n/locales';
import { languageMessages as m } from '../../../shared/messages/shell.web';
import { useSession } from '../../features/auth';
import { sendJson, trustedAnswer } from '../../lib/http';

/** The cookie's lifetime: a year, in seconds. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The signed-in account's language (ADR 0055; contract `accountLocaleBodySchema`). */
const ACCOUNT_LOCALE_PATH = '/api/account/locale';

/** Chooses the site's language; the page reloads in the chosen one. */
export function LanguagePicker() {
  const { session } = useSession();
  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    if (!isLocale(locale)) return;
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    if (session) {
      // The answer is only `{locale}`: no schema is shipped for it. A refusal (the session ended)
      // leaves the cookie's choice, which the page then follows.
      await sendJson('PUT', ACCOUNT_LOCALE_PATH, { locale }, trustedAnswer()).catch(() => undefined);
    }
    window.location.reload();
  };
  // The page's language: the request's on the server, <html lang> in the browser.
  const current = activeLocale();
  return (
    <label className="footer__language">
      {m.label}{' '}
      <select defaultValue={current} onChange={(event) => void choose(event)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {m[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
