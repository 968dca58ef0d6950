/**
 * The ledger's vocabulary (docs/architecture.md §5.1, ADR 0042 "One double-entry ledger"), shared by
 * server and web: the kinds of account, of journal entry and of line.
 *
 * Sign convention: a line's amount is integer centavos, positive for a debit and negative for a credit,
 * so the lines of an entry sum to 0 per currency. Asset and expense accounts (money at a provider,
 * provider fees, payouts made) carry positive balances; liability and revenue accounts (what is owed to
 * a partner, commission, plan revenue, unapplied money) carry negative ones.
 * @module
 */

/**
 * Account kinds: `provider` money received and held at a payment provider (one per provider);
 * `partner` what BuscaGym owes a partner (one per partner; `unassigned` when a gym had no owner);
 * `commission` BuscaGym's commission revenue; `plan_revenue` partners' paid plans; `provider_fees` fees
 * a provider states it kept; `payouts` money transferred to partners' bank accounts; `unapplied` money a
 * provider took that no order was waiting for (a second payment of one order), until it is returned;
 * `credit_liability` the value of Pase BuscaGym credits sold and not yet used or lapsed, and
 * `credit_revenue` what BuscaGym keeps of them (ADR 0045).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'provider',
  'partner',
  'commission',
  'plan_revenue',
  'provider_fees',
  'payouts',
  'unapplied',
  'credit_liability',
  'credit_revenue',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * The business events that write entries, each at most once (its event key is unique):
 * `order_paid` (`order:{id}:paid`), `refund` (`refund:{id}`, a withdrawal's refund included),
 * `payout` (`payout:{id}`), `plan_charge` (`order:{id}:paid` of a plan order: first month or renewal),
 * `seller_collected` (`order:{id}:seller`: MercadoPago paid the partner's part to his own account and
 * kept BuscaGym's `marketplace_fee`), `unapplied_payment` / `unapplied_refund`
 * (`payment:{provider}:{id}` / `payment:{provider}:{id}:refund`: a second charge found and returned);
 * Pase BuscaGym (ADR 0045): `credits_sold` (`order:{id}:paid` of a credits order), `credit_settled`
 * (`credit:{booking or visit id}:settled`: the gym paid for a visit, a no-show or a late cancel),
 * `credit_lapsed` (`credit-lapse:{movement id}`).
 */
export const LEDGER_ENTRY_KINDS = [
  'order_paid',
  'refund',
  'payout',
  'plan_charge',
  'seller_collected',
  'unapplied_payment',
  'unapplied_refund',
  'credits_sold',
  'credit_settled',
  'credit_lapsed',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * What a line is, so that a partner's statement reads its figures from its own account's lines:
 * `sale` (gross, credit), `commission` (debit on the partner, credit on revenue), `refund` (gross taken
 * back, debit), `commission_refund` (commission given back, credit on the partner), `payout` (debit),
 * `collected` (paid to the partner by the provider directly), `receipt` (money in at a provider),
 * `return` (money back out of a provider), `revenue` (plan revenue; credit revenue), `unapplied`,
 * `credits` (the credit liability, ADR 0045), `visit` (a gym paid for a visit with credits, ADR 0045).
 */
export const LEDGER_LINE_ROLES = [
  'sale',
  'commission',
  'refund',
  'commission_refund',
  'payout',
  'collected',
  'receipt',
  'return',
  'revenue',
  'unapplied',
  'credits',
  'visit',
] as const;
export type LedgerLineRole = (typeof LEDGER_LINE_ROLES)[number];
