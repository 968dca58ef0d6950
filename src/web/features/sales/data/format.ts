/**
 * How the sales screen writes months and amounts: es-AR conventions through `Intl` (ECMA-402); its
 * instants and days are written by lib/format-dates.ts (`formatSaleTime`, `formatSaleDay`, `formatDay`).
 * @module
 */
const monthFormat = new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', month: 'short', year: '2-digit' });

/** A month `YYYY-MM` as a short es-AR label ("nov 26"). */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** A wire decimal as the plain es-AR number a spreadsheet reads: "25000,5" → "25000,50" (no thousands). */
export const csvDecimal = (value: string): string => Number(value).toFixed(2).replace('.', ',');
