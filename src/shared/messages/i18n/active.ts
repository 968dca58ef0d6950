/**
 * The translators of each locale and which one answers now (ADR 0055). One Lingui `I18n` per locale,
 * each holding the compiled messages of that locale only, so that a server answering several requests
 * at once in different languages never switches a shared one: the server makes the request's locale
 * the active one (an `AsyncLocalStorage`, src/server/plugins/locale.ts), the browser the page's.
 * @module
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

let resolveActive: () => Locale = () => DEFAULT_LOCALE;

/**
 * Chooses how the active locale is found: the server passes the request's (its async context), the
 * browser the page's. Until called, the active locale is {@link DEFAULT_LOCALE}.
 */
export function setActiveLocaleResolver(resolver: () => Locale): void {
  resolveActive = resolver;
}

/** The locale of the request being answered (server) or of the page (browser). */
export const activeLocale = (): Locale => resolveActive();

/** The translator of `locale` (the active one when not given). */
export const translator = (locale: Locale = resolveActive()): I18n => translators[locale];

/**
 * Adds compiled messages (Lingui `compile` output, id → message) to `locale`'s translator; later
 * loads add to earlier ones.
 */
export function loadMessages(locale: Locale, messages: Messages): void {
  translators[locale].load(locale, messages);
}

/** Whether `locale`'s translator has the message `id` (a catalogue not loaded yet has none). */
export const hasMessage = (locale: Locale, id: string): boolean =>
  translators[locale].messages[id] !== undefined;
