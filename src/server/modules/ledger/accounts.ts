/**
 * The ledger's accounts by code (docs/architecture.md §5.1, ADR 0042). A code names one account for
 * good: `provider:{manual|stripe|mercadopago}`, `partner:{uuid}` (`partner:unassigned` for a gym with
 * no owner), `provider_fees:{provider}`, and the single accounts `commission`, `plan_revenue`,
 * `payouts`, `unapplied:{provider}`.
 * @module
 */
import type { PaymentProviderName } from '../../../shared/constants/commerce';
import type { LedgerAccountKind } from '../../../shared/constants/ledger';

/** An account as a posting names it: its code, its kind and, for a partner's payable, the partner. */
export interface LedgerAccount {
  code: string;
  kind: LedgerAccountKind;
  partnerId: string | null;
}

const single = (kind: LedgerAccountKind): LedgerAccount => ({ code: kind, kind, partnerId: null });

/** Money received and held at provider `provider` (asset). */
export const providerAccount = (provider: PaymentProviderName): LedgerAccount => ({
  code: `provider:${provider}`,
  kind: 'provider',
  partnerId: null,
});

/** What BuscaGym owes partner `partnerId` (liability); null: a gym without an owner. */
export const partnerAccount = (partnerId: string | null): LedgerAccount => ({
  code: `partner:${partnerId ?? 'unassigned'}`,
  kind: 'partner',
  partnerId,
});

/** Fees provider `provider` states it kept (expense). */
export const providerFeesAccount = (provider: PaymentProviderName): LedgerAccount => ({
  code: `provider_fees:${provider}`,
  kind: 'provider_fees',
  partnerId: null,
});

/** Money a provider took that no order was waiting for, until it is returned (liability). */
export const unappliedAccount = (provider: PaymentProviderName): LedgerAccount => ({
  code: `unapplied:${provider}`,
  kind: 'unapplied',
  partnerId: null,
});

/** BuscaGym's commission on partners' sales (revenue). */
export const COMMISSION_ACCOUNT = single('commission');
/** Partners' paid plans (revenue). */
export const PLAN_REVENUE_ACCOUNT = single('plan_revenue');
/** Money transferred to partners' bank accounts. */
export const PAYOUTS_ACCOUNT = single('payouts');
/** The value of Pase BuscaGym credits sold and not yet used or lapsed (liability, ADR 0045). */
export const CREDIT_LIABILITY_ACCOUNT = single('credit_liability');
/** What BuscaGym keeps of the credits: their value less what gyms are paid, and lapsed credits (revenue). */
export const CREDIT_REVENUE_ACCOUNT = single('credit_revenue');
