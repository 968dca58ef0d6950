/**
 * The wire form of decimals (SPEC §3: price, latitude, longitude) without the zod schema, so screens
 * that only read decimals do not load zod (ADR 0013). The schema is `decimalSchema` in
 * `contract/common.ts`.
 * @module
 */

/** A decimal in MongoDB Extended JSON form, `{"$numberDecimal": "1500.00"}`; exact digits as a string. */
export interface Decimal {
  $numberDecimal: string;
}

/** Digits of a wire decimal: optional minus, integer part, optional fraction. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Wraps a decimal string (as PostgreSQL returns `numeric`) in the spec's wire form. */
export const toDecimal = (value: string | number): Decimal => ({ $numberDecimal: String(value) });

/** Reads a wire decimal as a JavaScript number (for display and maths, not for money sums). */
export const fromDecimal = (value: Decimal): number => Number(value.$numberDecimal);
