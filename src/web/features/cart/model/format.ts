/**
 * es-AR display of commerce data: a unit price with its unit ("$ 25.000 / mes"), dates and times
 * of orders and passes (date-fns with the Spanish locale, in the browser's time zone).
 * @module
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Decimal } from '../../../../shared/contract/common';
import { formatMoney } from '../../../lib/format';

/** A unit price with its unit, e.g. `$ 25.000 / mes` (`$ 4.000,50 / clase` with centavos). */
export function unitPriceLabel(price: Decimal, unit: string): string {
  return `${formatMoney(price)} / ${unit}`;
}

/** An ISO instant as a date and time, e.g. "3 de mayo de 2026, 14:05"; the input when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** An ISO instant as a day, e.g. "3 de mayo de 2026"; the input when unreadable. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, "d 'de' MMMM 'de' yyyy", { locale: es });
}
