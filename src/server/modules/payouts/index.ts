/**
 * Payouts (ADR 0018 "Finances and moderation"; a module of its own since ADR 0043), the module's only
 * public entry (docs/architecture.md §2): the administrators' routes of a partner's balance due and of
 * recording a payout of it, and the payout reads and writes behind them.
 * @module
 */
export { payoutRoutes, type PayoutRoutesOptions } from './routes';
export { readPartnerBalance, recordPayout } from './service';
