/**
 * The demo card form of the `manual` payment provider (docs/architecture.md §3 "payments"): card number with
 * the Luhn check (ISO/IEC 7812-1), expiry `MM/AA` not in the past, CVC of 3–4 digits. Only the last 4
 * digits ever leave the browser (`POST /api/orders/{id}/demo-pay`).
 * @module
 */
import { z } from 'zod';
import { checkoutMessages as m } from '../../../../shared/messages';

/**
 * Stripe's approving test card (stripe.com/docs/testing): offered in demo mode by the "Usar tarjeta de
 * prueba" button, never prefilled.
 */
export const DEMO_APPROVE_CARD = '4242 4242 4242 4242';

/** The CVC the "Usar tarjeta de prueba" button fills (any 3 digits work in demo mode). */
export const DEMO_CVC = '123';

/**
 * The expiry the "Usar tarjeta de prueba" button fills: December, five years after `now`.
 * @returns `MM/AA`, e.g. `12/31` in 2026
 */
export function demoExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 5) % 100).padStart(2, '0')}`;
}

/** The digits of a typed card number (spaces and dashes dropped). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** True when `digits` (12–19 digits) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups a typed card number in fours as the member types (`4242424242` → `4242 4242 42`). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats an expiry as the member types it: the slash is inserted after the month, so "1230", "12/30"
 * and "12 / 30" all read `12/30`; a month typed with one digit above 1 gets its zero ("4" → `04`);
 * a four-digit year (`12/2030`) is shortened to `12/30`. At most `MM/AA` (4 digits).
 * @param value - what the field holds after the keystroke or paste
 * @returns the field's new value (`""`, `1`, `12`, `12/3`, `12/30`, …)
 */
export function formatExpiry(value: string): string {
  const long = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(value);
  let digits = long?.[1] && long[2] ? `${long[1].padStart(2, '0')}${long[2]}` : value.replace(/\D/g, '');
  // "1/30": a one-digit month followed by the slash.
  const shortMonth = /^\s*(\d)\s*\//.exec(value);
  if (!long && shortMonth?.[1]) digits = `0${digits}`;
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Reads an expiry `MM/AA`, `MMAA` or `MM/AAAA` (spaces around the slash allowed) as the last month the
 * card works.
 * @returns the year and month (1–12), or null when it is not such a date
 */
export function parseExpiry(value: string): { year: number; month: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** True when a card expiring at the end of `expiry` still works on `now` (local calendar). */
export function expiryCurrent(expiry: { year: number; month: number }, now: Date): boolean {
  const current = now.getFullYear() * 12 + now.getMonth(); // months since year 0, 0-based month
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

/** The schema of the demo card form; the output is what is sent: the last 4 digits. */
export function demoCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z.string().refine((v) => luhnValid(cardDigits(v)), { error: () => m.cardNumberInvalid }),
      expiry: z
        .string()
        .refine((v) => parseExpiry(v) !== null, { error: () => m.expiryInvalid })
        .refine(
          (v) => {
            const expiry = parseExpiry(v);
            return expiry === null || expiryCurrent(expiry, now());
          },
          { error: () => m.expiryPast },
        ),
      cvc: z.string().regex(/^\s*\d{3,4}\s*$/, { error: () => m.cvcInvalid }),
    })
    .transform(({ number }) => ({ cardLast4: cardDigits(number).slice(-4) }));
}

/** What the demo card form holds. */
export type DemoCardInput = z.input<ReturnType<typeof demoCardSchema>>;
/** What the demo card form submits: `{cardLast4}` (the body of `demo-pay`). */
export type DemoCardOutput = z.output<ReturnType<typeof demoCardSchema>>;
