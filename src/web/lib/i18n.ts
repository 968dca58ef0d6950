/**
 * The page's language in the browser (ADR 0055): the one the server chose and wrote on `<html lang>`
 * (src/server/plugins/locale.ts), so that hydration reads the texts the server rendered. es-AR texts
 * come with each room's module; another locale's catalogues are loaded, in one chunk per locale,
 * before the page renders ({@link loadPageLocale}).
 * @module
 */
import type { Messages } from '@lingui/core';
import { loadMessages, setActiveLocaleResolver } from '../../shared/messages/i18n/active';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/messages/i18n/locales';

/** The locale of this page (`<html lang>`), es-AR when it names none of ours. */
export const pageLocale: Locale = (() => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
})();

setActiveLocaleResolver(() => pageLocale);

/** The catalogues of the locales that do not come with the rooms. */
const catalogues: Partial<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  'es-MX': () => import('../../shared/messages/locales/es-MX/index'),
  'pt-BR': () => import('../../shared/messages/locales/pt-BR/index'),
};

/** Loads the page's catalogues when they are not es-AR's; resolves at once for es-AR. */
export async function loadPageLocale(): Promise<void> {
  const load = catalogues[pageLocale];
  if (!load) return;
  const { messages } = await load();
  loadMessages(pageLocale, messages);
}
