CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('provider', 'partner', 'commission', 'plan_revenue', 'provider_fees', 'payouts', 'unapplied'))
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe" smallint NOT NULL,
	"debits" bigint NOT NULL,
	"credits" bigint NOT NULL,
	CONSTRAINT "ledger_balances_account_id_currency_stripe_pk" PRIMARY KEY("account_id","currency","stripe")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('order_paid', 'refund', 'payout', 'plan_charge', 'seller_collected', 'unapplied_payment', 'unapplied_refund'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"entry_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_lines_entry_id_line_no_pk" PRIMARY KEY("entry_id","line_no"),
	CONSTRAINT "ledger_lines_amount_ck" CHECK ("ledger_lines"."amount" <> 0),
	CONSTRAINT "ledger_lines_currency_ck" CHECK ("ledger_lines"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_partner_idx" ON "ledger_accounts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","occurred_at","role","currency","amount");
--> statement-breakpoint
-- The ledger is append-only (docs/architecture.md §5.1, ADR 0042): a correction is a new entry, never an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_append_only BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON ledger_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- Double entry, checked at commit: an entry has lines, and they sum to 0 in each currency.
CREATE FUNCTION ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_lines WHERE entry_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger entry % (%) has no lines', NEW.id, NEW.event_key USING ERRCODE = 'check_violation';
  END IF;
  SELECT currency, sum(amount) AS total INTO off FROM ledger_lines WHERE entry_id = NEW.id
   GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % (%) does not balance: % % off', NEW.id, NEW.event_key, off.total, off.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balances();
--> statement-breakpoint
-- The running sums per account and currency (ADR 0042 decision 13): one upsert per statement of lines,
-- into the connection's own stripe.
CREATE FUNCTION ledger_balances_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (account_id, currency, stripe, debits, credits)
  SELECT account_id, currency, (pg_backend_pid() % 16)::smallint,
         coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(sum(amount) FILTER (WHERE amount < 0), 0)
    FROM new_lines
   GROUP BY account_id, currency
  ON CONFLICT (account_id, currency, stripe) DO UPDATE
     SET debits = b.debits + excluded.debits, credits = b.credits + excluded.credits;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_balances_ins AFTER INSERT ON ledger_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_add();
