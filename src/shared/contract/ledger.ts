/**
 * Contract of the ledger's calls (docs/architecture.md §5.1, ADR 0042): the administrators' trial
 * balance and a partner's monthly statement. Money is in the `{"$numberDecimal": …}` form of every
 * other amount (major units with two decimals); a month is `YYYY-MM` on Buenos Aires' calendar.
 * @module
 */
import { z } from 'zod';
import { LEDGER_ACCOUNT_KINDS } from '../constants/ledger';
import { CURRENCIES } from '../domain/currency';
import { ledgerMessages as m } from '../messages/ledger';
import { currencySchema, decimalSchema, idSchema } from './common';

/** One account's sums in one currency: debits ≥ 0, credits ≤ 0, `balance` = debits + credits. */
export const trialBalanceAccountSchema = z
  .object({
    code: z.string(),
    kind: z.enum(LEDGER_ACCOUNT_KINDS),
    partnerId: idSchema.nullable(),
    currency: z.string(),
    debits: decimalSchema,
    credits: decimalSchema,
    balance: decimalSchema,
  })
  .meta({ id: 'TrialBalanceAccount' });

/** Answer of `GET /api/admin/ledger/trial-balance`: `balanced` when every currency's total is 0. */
export const trialBalanceResponseSchema = z
  .object({
    accounts: z.array(trialBalanceAccountSchema),
    totals: z.array(
      z.object({
        currency: z.string(),
        debits: decimalSchema,
        credits: decimalSchema,
        balance: decimalSchema,
      }),
    ),
    entries: z.number().int(),
    balanced: z.boolean(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalanceResponse = z.output<typeof trialBalanceResponseSchema>;

/**
 * Query of `GET /api/partner/statement/{id}`: the month, `csv` for a spreadsheet, and the currency of the
 * statement (default the partner's own, its country's; ADR 0053).
 */
export const statementQuerySchema = z.object({
  month: z
    .string({ error: () => m.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => m.monthInvalid }),
  format: z.enum(['json', 'csv'], { error: () => m.formatInvalid }).default('json'),
  currency: z.enum(CURRENCIES, { error: () => m.currencyInvalid }).optional(),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

/**
 * A visit or class paid with Pase BuscaGym credits that was settled with the partner's gym in the month
 * (ADR 0045): its day in the gym's zone, the member (name only: no health data), what happened and what
 * the gym was paid (credits × its rate, in the statement's currency).
 */
export const statementVisitSchema = z
  .object({
    day: z.string(),
    memberName: z.string().nullable(),
    gymId: idSchema,
    gymName: z.string(),
    kind: z.enum(['class', 'visit']),
    /** The class's name, or null for an open-gym visit. */
    className: z.string().nullable(),
    /** `attended` at the door, `noShow`, or `lateCancel` (cancelled after the gym's window, not forgiven). */
    outcome: z.enum(['attended', 'noShow', 'lateCancel']),
    credits: z.number().int(),
    amount: decimalSchema,
  })
  .meta({ id: 'StatementVisit' });
export type StatementVisit = z.output<typeof statementVisitSchema>;

/**
 * A partner's month: what BuscaGym owed him at its start, the sales' gross, what Pase BuscaGym paid his
 * gyms (`visits`, listed by day and member in `visitLines`), the commission (net of the commission given
 * back on refunds), the gross refunded, the payouts, and what it owes at its end (`closing` = `opening` +
 * `sales` + `visits` − `commission` − `refunds` − `payouts`), all in `currency` (the ledger's lines in it
 * only: ADR 0053). `currencies` lists every currency the partner's account has lines in, its own first.
 */
export const statementResponseSchema = z
  .object({
    partnerId: idSchema,
    month: z.string(),
    currency: currencySchema,
    currencies: z.array(currencySchema),
    opening: decimalSchema,
    sales: decimalSchema,
    visits: decimalSchema,
    commission: decimalSchema,
    refunds: decimalSchema,
    payouts: decimalSchema,
    closing: decimalSchema,
    visitLines: z.array(statementVisitSchema),
  })
  .meta({ id: 'PartnerStatement' });
export type StatementResponse = z.output<typeof statementResponseSchema>;
