CREATE TABLE "reconciliation_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"provider_object_id" text,
	"ours" bigint,
	"theirs" bigint,
	"currency" text NOT NULL,
	"action" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" uuid,
	CONSTRAINT "reconciliation_mismatches_key_unique" UNIQUE("key"),
	CONSTRAINT "reconciliation_mismatches_kind_ck" CHECK ("reconciliation_mismatches"."kind" in ('payment_without_order', 'payment_amount_differs', 'second_payment', 'paid_not_captured', 'refund_not_at_provider', 'refund_not_here', 'refund_amount_differs')),
	CONSTRAINT "reconciliation_mismatches_resolved_ck" CHECK (("reconciliation_mismatches"."resolved_at" is null) = ("reconciliation_mismatches"."resolution" is null))
);
--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_list_idx" ON "reconciliation_mismatches" USING btree ("found_at","id");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_open_idx" ON "reconciliation_mismatches" USING btree ("found_at") WHERE "reconciliation_mismatches"."resolved_at" is null;