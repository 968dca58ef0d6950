/**
 * How the sales screen writes months and amounts through `Intl` (ECMA-402): months in the page's language
 * (ADR 0055); its instants and days are written by lib/format-dates.ts (`formatSaleTime`, `formatSaleDay`,
 * `formatDay`), in figures every locale writes alike.
 * @module
 */
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';

const monthFormat = lazyDateTimeFormat(activeLocale, { timeZone: 'UTC', month: 'short', year: '2-digit' });

/** A month `YYYY-MM` as a short label in the page's language ("nov 26" in es-AR, "nov. de 26" in pt-BR). */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** A wire decimal as the plain es-AR number a spreadsheet reads: "25000,5" → "25000,50" (no thousands). */
export const csvDecimal = (value: string): string => Number(value).toFixed(2).replace('.', ',');
