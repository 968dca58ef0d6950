/**
 * The languages BuscaGym speaks (docs/architecture.md §7.1; ADR 0055): one BCP 47 locale per country of
 * `domain/countries.ts`, es-AR first and default (the spec's texts are es-AR, SPEC §1).
 * @module
 */
import type { Country } from '../../domain/countries';

/** A locale BuscaGym has a catalogue for. */
export type Locale = Country['locale'];

/** Every locale, the default first (the order a language picker lists them). */
export const LOCALES: readonly Locale[] = ['es-AR', 'es-MX', 'pt-BR'];

/** The locale of a request or a page that asks for none: the spec's es-AR. */
export const DEFAULT_LOCALE: Locale = 'es-AR';

/** Whether `value` is one of {@link LOCALES} (exact BCP 47 spelling, `pt-BR`). */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The cookie that keeps the footer picker's language choice (read by the server before `Accept-Language`). */
export const LOCALE_COOKIE = 'idioma';
