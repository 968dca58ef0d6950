-- The ledger's history (docs/architecture.md §5.1, ADR 0042): the entries of the money events that
-- happened before the ledger — paid orders (from their sales), plan months, refunds (from their
-- compensating sales) and payouts — with the same accounts, roles and signs as the live postings
-- (src/server/modules/ledger/entries.ts). Idempotent: an event already posted keeps its entry (its key is
-- unique), so the function can run again, as the demo seed and the tests that write history by SQL do.
-- An order paid with no sales moved no money (the demo seed's visits) and gets no entry.
CREATE FUNCTION ledger_post_history() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  posted integer := 0;
BEGIN
  CREATE TEMP TABLE ledger_history_lines (
    event_key text, kind text, occurred_at timestamptz, order_id uuid, refund_id uuid, payout_id uuid,
    ord integer, code text, account_kind text, partner_id uuid, role text, currency text, amount bigint
  ) ON COMMIT DROP;

  -- Cart orders paid: the provider holds the gross; each partner is owed his gross less the commission.
  INSERT INTO ledger_history_lines
  SELECT 'order:' || o.id || ':paid', 'order_paid', o.paid_at, o.id, NULL, NULL, x.ord, x.code, x.account_kind,
         x.partner_id, x.role, o.currency, x.amount
    FROM orders o
    CROSS JOIN LATERAL (
      SELECT 0 AS ord, 'provider:' || o.provider AS code, 'provider' AS account_kind, NULL::uuid AS partner_id,
             'receipt' AS role, (sum(s.gross) * 100)::bigint AS amount
        FROM sales s WHERE s.order_id = o.id AND s.refund_id IS NULL
      UNION ALL
      SELECT 1, 'partner:' || coalesce(s.partner_id::text, 'unassigned'), 'partner', s.partner_id, 'sale',
             (-sum(s.gross) * 100)::bigint
        FROM sales s WHERE s.order_id = o.id AND s.refund_id IS NULL GROUP BY s.partner_id
      UNION ALL
      SELECT 2, 'partner:' || coalesce(s.partner_id::text, 'unassigned'), 'partner', s.partner_id, 'commission',
             (sum(s.commission) * 100)::bigint
        FROM sales s WHERE s.order_id = o.id AND s.refund_id IS NULL GROUP BY s.partner_id
      UNION ALL
      SELECT 3, 'commission', 'commission', NULL, 'commission', (-sum(s.commission) * 100)::bigint
        FROM sales s WHERE s.order_id = o.id AND s.refund_id IS NULL
    ) x
   WHERE o.kind = 'cart' AND o.paid_at IS NOT NULL AND x.amount <> 0;

  -- Plan months paid (first month or renewal): all of it plan revenue.
  INSERT INTO ledger_history_lines
  SELECT 'order:' || o.id || ':paid', 'plan_charge', o.paid_at, o.id, NULL, NULL, x.ord, x.code, x.account_kind,
         NULL, x.role, o.currency, x.amount
    FROM orders o
    CROSS JOIN LATERAL (VALUES
      (0, 'provider:' || o.provider, 'provider', 'receipt', (o.total * 100)::bigint),
      (1, 'plan_revenue', 'plan_revenue', 'revenue', (-o.total * 100)::bigint)
    ) x(ord, code, account_kind, role, amount)
   WHERE o.kind = 'plan' AND o.paid_at IS NOT NULL;

  -- Refunds that took effect: their compensating sales (negative gross and commission).
  INSERT INTO ledger_history_lines
  SELECT 'refund:' || r.id, 'refund', coalesce(r.completed_at, r.created_at), o.id, r.id, NULL, x.ord, x.code,
         x.account_kind, x.partner_id, x.role, o.currency, x.amount
    FROM refunds r
    JOIN orders o ON o.id = r.order_id
    CROSS JOIN LATERAL (
      SELECT 0 AS ord, 'provider:' || o.provider AS code, 'provider' AS account_kind, NULL::uuid AS partner_id,
             'return' AS role, (sum(s.gross) * 100)::bigint AS amount
        FROM sales s WHERE s.refund_id = r.id
      UNION ALL
      SELECT 1, 'partner:' || coalesce(s.partner_id::text, 'unassigned'), 'partner', s.partner_id, 'refund',
             (-sum(s.gross) * 100)::bigint
        FROM sales s WHERE s.refund_id = r.id GROUP BY s.partner_id
      UNION ALL
      SELECT 2, 'partner:' || coalesce(s.partner_id::text, 'unassigned'), 'partner', s.partner_id,
             'commission_refund', (sum(s.commission) * 100)::bigint
        FROM sales s WHERE s.refund_id = r.id GROUP BY s.partner_id
      UNION ALL
      SELECT 3, 'commission', 'commission', NULL, 'commission_refund', (-sum(s.commission) * 100)::bigint
        FROM sales s WHERE s.refund_id = r.id
    ) x
   WHERE x.amount <> 0;

  -- MercadoPago payments a partner's connected account collected (ADR 0042 decision 8): his net left the
  -- provider's account at once. The seller rule as the live settlement applies it: one partner in the
  -- order, his account connected.
  INSERT INTO ledger_history_lines
  SELECT 'order:' || o.id || ':seller', 'seller_collected', o.paid_at, o.id, NULL, NULL, x.ord, x.code,
         x.account_kind, x.partner_id, 'collected', o.currency, x.amount
    FROM orders o
    JOIN LATERAL (
      SELECT min(s.partner_id::text)::uuid AS partner_id, sum(s.net) AS net,
             count(DISTINCT s.partner_id) AS partners, bool_or(s.partner_id IS NULL) AS unowned
        FROM sales s WHERE s.order_id = o.id AND s.refund_id IS NULL
    ) p ON p.partners = 1 AND NOT p.unowned
    JOIN partner_payment_accounts ppa ON ppa.partner_id = p.partner_id AND ppa.provider = 'mercadopago'
    CROSS JOIN LATERAL (VALUES
      (0, 'partner:' || p.partner_id, 'partner', p.partner_id, (p.net * 100)::bigint),
      (1, 'provider:' || o.provider, 'provider', NULL::uuid, (-p.net * 100)::bigint)
    ) x(ord, code, account_kind, partner_id, amount)
   WHERE o.kind = 'cart' AND o.provider = 'mercadopago' AND o.paid_at IS NOT NULL AND p.net <> 0;

  -- The partner's part of a refund of such an order came back out of his account, not ours.
  INSERT INTO ledger_history_lines
  SELECT 'refund:' || r.id || ':seller', 'refund', coalesce(r.completed_at, r.created_at), o.id, r.id, NULL,
         x.ord, x.code, x.account_kind, x.partner_id, 'collected', o.currency, x.amount
    FROM refunds r
    JOIN orders o ON o.id = r.order_id
    JOIN LATERAL (
      SELECT s.partner_id, -sum(s.net) AS net FROM sales s
       WHERE s.refund_id = r.id AND s.partner_id IS NOT NULL GROUP BY s.partner_id
    ) p ON p.net <> 0
    CROSS JOIN LATERAL (VALUES
      (0, 'partner:' || p.partner_id, 'partner', p.partner_id, (-p.net * 100)::bigint),
      (1, 'provider:' || o.provider, 'provider', NULL::uuid, (p.net * 100)::bigint)
    ) x(ord, code, account_kind, partner_id, amount)
   WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.event_key = 'order:' || o.id || ':seller')
      OR EXISTS (SELECT 1 FROM ledger_history_lines h WHERE h.event_key = 'order:' || o.id || ':seller');

  -- Payouts: the partner is owed that much less.
  INSERT INTO ledger_history_lines
  SELECT 'payout:' || p.id, 'payout', p.paid_at, NULL, NULL, p.id, x.ord, x.code, x.account_kind, x.partner_id,
         'payout', 'ARS', x.amount
    FROM payouts p
    CROSS JOIN LATERAL (VALUES
      (0, 'partner:' || coalesce(p.partner_id::text, 'unassigned'), 'partner', p.partner_id, (p.amount * 100)::bigint),
      (1, 'payouts', 'payouts', NULL::uuid, (-p.amount * 100)::bigint)
    ) x(ord, code, account_kind, partner_id, amount);

  DELETE FROM ledger_history_lines h USING ledger_entries e WHERE e.event_key = h.event_key;

  INSERT INTO ledger_accounts (code, kind, partner_id)
  SELECT DISTINCT code, account_kind, partner_id FROM ledger_history_lines
  ON CONFLICT (code) DO NOTHING;

  INSERT INTO ledger_entries (event_key, kind, occurred_at, order_id, refund_id, payout_id)
  SELECT DISTINCT event_key, kind, occurred_at, order_id, refund_id, payout_id FROM ledger_history_lines
   ORDER BY occurred_at, event_key;
  GET DIAGNOSTICS posted = ROW_COUNT;

  INSERT INTO ledger_lines (entry_id, line_no, account_id, role, currency, amount, occurred_at)
  SELECT e.id, row_number() OVER (PARTITION BY e.id ORDER BY h.ord, h.code)::smallint, a.id, h.role, h.currency,
         h.amount, h.occurred_at
    FROM ledger_history_lines h
    JOIN ledger_entries e ON e.event_key = h.event_key
    JOIN ledger_accounts a ON a.code = h.code;

  DROP TABLE ledger_history_lines;
  RETURN posted;
END $$;
--> statement-breakpoint
SELECT ledger_post_history();
