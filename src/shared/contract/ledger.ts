/**
 * Contract of the ledger's calls (docs/architecture.md §5.1, ADR 0042): the administrators' trial
 * balance and a partner's monthly statement. Money is in the `{"$numberDecimal": …}` form of every
 * other amount (major units with two decimals); a month is `YYYY-MM` on Buenos Aires' calendar.
 * @module
 */
import { z } from 'zod';
import { LEDGER_ACCOUNT_KINDS } from '../constants/ledger';
import { ledgerMessages as m } from '../messages/ledger';
import { decimalSchema, idSchema } from './common';

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
      z.object({ currency: z.string(), debits: decimalSchema, credits: decimalSchema, balance: decimalSchema }),
    ),
    entries: z.number().int(),
    balanced: z.boolean(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalanceResponse = z.output<typeof trialBalanceResponseSchema>;

/** Query of `GET /api/partner/statement/{id}`: the month, and `csv` for a spreadsheet. */
export const statementQuerySchema = z.object({
  month: z.string({ error: m.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.monthInvalid }),
  format: z.enum(['json', 'csv'], { error: m.formatInvalid }).default('json'),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

/**
 * A Pase BuscaGym visit the partner was paid for in the month (ADR 0045): the day in the gym's zone, the
 * gym, the member's name only, a class or an open-gym visit, why it was paid (attended, a no-show, a late
 * cancel), the credits and what the partner is owed for them (credits × the gym's rate).
 */
export const statementVisitSchema = z
  .object({
    day: z.string(),
    gymName: z.string(),
    memberName: z.string(),
    kind: z.enum(['class', 'visit']),
    reason: z.enum(['attended', 'noShow', 'lateCancel']),
    credits: z.number().int(),
    amount: decimalSchema,
  })
  .meta({ id: 'PartnerStatementVisit' });
export type StatementVisit = z.output<typeof statementVisitSchema>;

/**
 * A partner's month: what BuscaGym owed him at its start, the sales' gross, what Pase BuscaGym visits
 * earned (`paseVisits`, with each visit in `visits`), the commission (net of the commission given back on
 * refunds), the gross refunded, the payouts, and what it owes at its end
 * (`closing` = `opening` + `sales` + `paseVisits` − `commission` − `refunds` − `payouts`).
 */
export const statementResponseSchema = z
  .object({
    partnerId: idSchema,
    month: z.string(),
    currency: z.string(),
    opening: decimalSchema,
    sales: decimalSchema,
    paseVisits: decimalSchema,
    commission: decimalSchema,
    refunds: decimalSchema,
    payouts: decimalSchema,
    closing: decimalSchema,
    visits: z.array(statementVisitSchema),
  })
  .meta({ id: 'PartnerStatement' });
export type StatementResponse = z.output<typeof statementResponseSchema>;
