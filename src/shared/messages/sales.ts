/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's sales calls (SPEC §7
 * `/api/partner/sales/…`). Re-exported by `messages/index.ts`.
 * @module
 */
import { SALES_MAX_PAGE_SIZE, SALES_MAX_RANGE_DAYS } from '../constants/sales';

/** Validation and refusals of `GET /api/partner/sales/{id}` and `/allsales/{id}`. */
export const salesMessages = {
  dateInvalid: 'Usá una fecha válida con el formato AAAA-MM-DD.',
  rangeReversed: 'La fecha "desde" no puede ser posterior a la fecha "hasta".',
  rangeTooLong: `El período puede abarcar hasta ${Math.round(SALES_MAX_RANGE_DAYS / 365.25)} años.`,
  gymInvalid: 'El identificador del gimnasio no es válido.',
  productInvalid: 'El producto debe ser "membership" o el identificador de una actividad.',
  page: 'La página debe ser un número entero desde 1.',
  limit: `La cantidad por página debe ser un número entero entre 1 y ${SALES_MAX_PAGE_SIZE}.`,
  partnersOnly: 'Las ventas son de las cuentas de empresa. Iniciá sesión con la cuenta del gimnasio.',
} as const;
