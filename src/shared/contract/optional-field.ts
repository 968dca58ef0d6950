/**
 * Building blocks of the optional, checked text fields of the forms and bodies (ADR 0007): a cleared
 * field is null, a typed one is read into its normal form by a pure check of shared/domain or refused with
 * that check's Spanish message.
 * @module
 */
import { z } from 'zod';

/** Empty strings (a cleared form field) become null; other values pass as they are. */
export const blankToNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

/** What {@link optionalChecked} reads from a typed value: its normal form, or the message refusing it. */
export type Checked = { ok: true; value: string } | { ok: false; message: string };

/**
 * An optional text field: blank is null; otherwise `base` then `check` give its normal form or refuse it
 * (a zod `custom` issue carrying the check's message).
 */
export const optionalChecked = (base: z.ZodString, check: (value: string) => Checked) =>
  z.preprocess(
    blankToNull,
    base
      .transform((value, ctx) => {
        const r = check(value);
        if (r.ok) return r.value;
        ctx.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      })
      .nullable(),
  );
