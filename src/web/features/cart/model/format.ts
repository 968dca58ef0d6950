/**
 * es-AR display of commerce dates: dates and times of orders and passes (date-fns with the Spanish
 * locale, in the browser's time zone). Prices are `model/price.ts`, apart, so "Comprar" on the gym
 * detail does not load date-fns' formatter (ADR 0013).
 * @module
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';

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
