/**
 * The double-entry ledger (docs/architecture.md §5.1, ADR 0042): postings of money events, written
 * in the transaction of their state change, and its reads (trial balance, partner balance and month).
 * The module's only public entry (docs/architecture.md §2). It imports no other module.
 * @module
 */
export {
  COMMISSION_ACCOUNT,
  CREDIT_LIABILITY_ACCOUNT,
  CREDIT_REVENUE_ACCOUNT,
  partnerAccount,
  PAYOUTS_ACCOUNT,
  PLAN_REVENUE_ACCOUNT,
  providerAccount,
  providerFeesAccount,
  unappliedAccount,
  type LedgerAccount,
} from './accounts';
export {
  orderPaidPosting,
  payoutPosting,
  planChargePosting,
  refundPosting,
  sellerCollectedPosting,
  sellerReturnedPosting,
  unappliedPaymentPosting,
  unappliedRefundPosting,
  type EffectiveRefund,
  type PaidOrder,
  type SaleSplit,
} from './entries';
export {
  creditLapsedPosting,
  creditSettledPosting,
  creditsSoldPosting,
  type CreditSettlement,
} from './credit-entries';
export { assertBalanced, compactLines, postEntry, type Posting, type PostingLine } from './post';
export { ledgerRoutes, trialBalance, type LedgerRoutesOptions } from './routes';
export {
  entryPosted,
  selectPartnerCurrencies,
  selectPartnerMonth,
  selectPartnerOwed,
  selectTrialBalance,
  type AccountSums,
  type TrialBalanceSource,
} from './queries';
