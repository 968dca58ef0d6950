/**
 * The e2e journeys in another language (ADR 0055): the room's texts read in a locale, as the page that
 * speaks it shows them, and a browser context that asks for a language and a country the way the footer's
 * pickers do (the `idioma` and `pais` cookies, ADR 0052).
 */
import type { BrowserContext } from '@playwright/test';
import type { CountryCode } from '../../src/shared/domain/countries';
import { COUNTRY_COOKIE } from '../../src/shared/domain/country-choice';
import type { Locale } from '../../src/shared/messages/i18n/locales';
import { LOCALE_COOKIE } from '../../src/shared/messages/i18n/locales';

// What the rooms give in a locale (`inLocale('pt-BR', () => productMessages.title)`), es-AR otherwise: the
// web unit tests' helper, which loads every locale's catalogues.
export { inLocale } from '../../src/web/lib/test-locale';

/** Sets the cookies of the footer's pickers on `context`: the page's language and country. */
export async function chooseLocale(
  context: BrowserContext,
  baseURL: string,
  locale: Locale,
  country: CountryCode,
): Promise<void> {
  await context.addCookies([
    { name: LOCALE_COOKIE, value: locale, url: baseURL },
    { name: COUNTRY_COOKIE, value: country.toLowerCase(), url: baseURL },
  ]);
}
