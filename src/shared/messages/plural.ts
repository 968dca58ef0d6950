/**
 * Spanish count phrases for the messages modules (es-AR digit grouping).
 * @module
 */
import { lazyNumberFormat } from '../domain/lazy-intl';

/** Integer and decimal grouping of es-AR ("1.200"). */
export const numberEsAr = lazyNumberFormat('es-AR');

/**
 * A count with its noun in singular or plural: `plural(1, 'gimnasio', 'gimnasios')` → "1 gimnasio",
 * `plural(1200, 'venta', 'ventas')` → "1.200 ventas".
 * @param n - the count (an integer)
 * @param one - the noun for exactly one
 * @param many - the noun for zero or several
 */
export const plural = (n: number, one: string, many: string): string =>
  `${numberEsAr.format(n)} ${n === 1 ? one : many}`;
