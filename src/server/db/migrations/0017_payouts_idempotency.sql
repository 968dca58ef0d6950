ALTER TABLE "payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_uq" ON "payouts" USING btree ("idempotency_key");