/**
 * Display of commerce dates: dates and times of orders and passes (date-fns, in the browser's time zone),
 * in the page's language (ADR 0055): date-fns' Spanish locale for es-AR and es-MX, its Brazilian
 * Portuguese one for pt-BR. Prices are `model/price.ts`, apart, so "Comprar" on the gym detail does not
 * load date-fns' formatter (ADR 0013).
 * @module
 */
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import type { Locale } from '../../../../shared/messages/i18n/locales';

/** date-fns' month names for each of the catalogues' locales. */
const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { 'es-AR': es, 'es-MX': es, 'pt-BR': ptBR };

/** The pattern, as Spanish and Portuguese both write a day: "3 de mayo de 2026", "3 de maio de 2026". */
const DAY = "d 'de' MMMM 'de' yyyy";

/** `date` with the date-fns `pattern` in the page's language. */
const inPageLocale = (date: Date, pattern: string): string =>
  format(date, pattern, { locale: DATE_FNS_LOCALES[activeLocale()] });

/**
 * An ISO instant as a date and time, e.g. "3 de mayo de 2026, 14:05" ("3 de maio de 2026, 14:05" in
 * pt-BR); the input when unreadable.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : inPageLocale(date, `${DAY}, HH:mm`);
}

/** An ISO instant as a day, e.g. "3 de mayo de 2026" ("3 de maio de 2026" in pt-BR); the input when unreadable. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : inPageLocale(date, DAY);
}
