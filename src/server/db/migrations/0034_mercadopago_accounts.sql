CREATE TABLE "partner_payment_accounts" (
	"partner_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "partner_payment_accounts_partner_id_provider_pk" PRIMARY KEY("partner_id","provider"),
	CONSTRAINT "partner_payment_accounts_provider_ck" CHECK ("partner_payment_accounts"."provider" in ('mercadopago'))
);
--> statement-breakpoint
CREATE TABLE "payment_connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_ck";--> statement-breakpoint
ALTER TABLE "partner_payment_accounts" ADD CONSTRAINT "partner_payment_accounts_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connect_states" ADD CONSTRAINT "payment_connect_states_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_ck" CHECK ("orders"."provider" in ('manual', 'stripe', 'mercadopago'));