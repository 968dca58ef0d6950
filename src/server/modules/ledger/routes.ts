/**
 * HTTP route of the ledger's trial balance (docs/architecture.md §5.1, ADR 0042), mounted under
 * `/api/admin/ledger`: administrators only.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { toDecimal } from '../../../shared/contract/common';
import { trialBalanceResponseSchema, type TrialBalanceResponse } from '../../../shared/contract/ledger';
import { fromCentavos } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { adminSessionRoutes } from '../session-routes';
import { selectTrialBalance } from './queries';

/** Options of {@link ledgerRoutes}. */
export interface LedgerRoutesOptions {
  db: Database;
}

const money = (centavos: number) => toDecimal(fromCentavos(centavos));

/** The trial balance as the contract gives it: per account and currency, then per currency. */
export async function trialBalance(db: Database): Promise<TrialBalanceResponse> {
  const { accounts, entries } = await selectTrialBalance(db);
  const totals = new Map<string, { debits: number; credits: number }>();
  for (const a of accounts) {
    const sum = totals.get(a.currency) ?? { debits: 0, credits: 0 };
    totals.set(a.currency, { debits: sum.debits + a.debits, credits: sum.credits + a.credits });
  }
  const perCurrency = [...totals].map(([currency, s]) => ({ currency, ...s, balance: s.debits + s.credits }));
  return {
    accounts: accounts.map((a) => ({
      ...a,
      debits: money(a.debits),
      credits: money(a.credits),
      balance: money(a.balance),
    })),
    totals: perCurrency.map((t) => ({
      currency: t.currency,
      debits: money(t.debits),
      credits: money(t.credits),
      balance: money(t.balance),
    })),
    entries,
    balanced: perCurrency.every((t) => t.balance === 0),
  };
}

/** Registers the trial balance (prefix given by the caller: `/api/admin/ledger`). */
export const ledgerRoutes: FastifyPluginAsync<LedgerRoutesOptions> = async (fastify, { db }) => {
  adminSessionRoutes(fastify).get(
    '/trial-balance',
    {
      summary: 'The trial balance: every account of the ledger summed per currency',
      description:
        'Debits positive, credits negative, ARS with two decimals; `balanced` when each currency sums to 0 ' +
        '(double entry: every entry does). Administrators only.',
      response: { 200: trialBalanceResponseSchema },
    },
    async () => trialBalance(db),
  );
};
