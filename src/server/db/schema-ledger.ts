/**
 * The double-entry ledger (docs/architecture.md §5.1, ADR 0042): accounts, journal entries and their
 * lines. All three are append-only — migration `0044_ledger` makes the database refuse UPDATE, DELETE
 * and TRUNCATE on them, and checks at commit that each entry's lines sum to 0 per currency.
 *
 * - `ledger_accounts`: one row per account, named by a stable `code` (`provider:stripe`,
 *   `partner:{uuid}`, `commission`, …; shared/constants/ledger). `partnerId` is set on partner accounts
 *   (no foreign key: the ledger outlives accounts, like the audit log).
 * - `ledger_entries`: one per business event, `eventKey` unique (`order:{id}:paid`, `refund:{id}`,
 *   `payout:{id}`), so a replay of the event writes nothing. The ids of what caused it are kept without
 *   foreign keys for the same reason.
 * - `ledger_lines`: integer centavos, debit positive and credit negative, the currency on every line;
 *   `occurredAt` is the entry's, copied so that a partner's month reads one index.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, LEDGER_ENTRY_KINDS, LEDGER_LINE_ROLES } from '../../shared/constants/ledger';
import { at, createdAt } from './columns';

/** An account of the ledger (see module doc). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    partnerId: uuid('partner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_accounts_partner_idx').on(t.partnerId),
    check(
      'ledger_accounts_kind_ck',
      sql`${t.kind} in ('provider', 'partner', 'commission', 'plan_revenue', 'provider_fees', 'payouts', 'unapplied', 'credit_liability', 'credit_revenue')`,
    ),
  ],
);

/** A journal entry: one business event (see module doc). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventKey: text('event_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    occurredAt: at('occurred_at').notNull(),
    orderId: uuid('order_id'),
    refundId: uuid('refund_id'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    check(
      'ledger_entries_kind_ck',
      sql`${t.kind} in ('order_paid', 'refund', 'payout', 'plan_charge', 'seller_collected', 'unapplied_payment', 'unapplied_refund', 'credits_sold', 'credit_settled', 'credit_lapsed')`,
    ),
  ],
);

/** A line of an entry: one account, one currency, a signed amount in centavos (see module doc). */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    lineNo: smallint('line_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    role: text('role', { enum: LEDGER_LINE_ROLES }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lineNo] }),
    // A partner's balance and month (statement) read this index only.
    index('ledger_lines_account_idx').on(t.accountId, t.occurredAt, t.role, t.currency, t.amount),
    check('ledger_lines_amount_ck', sql`${t.amount} <> 0`),
    check('ledger_lines_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The ledger's running sums per account and currency, kept by the statement trigger of migration
 * `0044_ledger` on every insert into `ledger_lines` (the lines are append-only, so inserts are the only
 * writes to follow). Each connection adds to its own `stripe` (its backend pid modulo 16), so concurrent
 * payments never wait on one hot row of `commission` or of a provider. A cache of the lines, never a
 * source: the trial balance reads it, and the daily reconciliation checks it against the lines.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    stripe: smallint('stripe').notNull(),
    debits: bigint('debits', { mode: 'number' }).notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currency, t.stripe] })],
);
