ALTER TABLE "partners" ADD COLUMN "notify_sales" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "notify_reviews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "notify_claims" boolean DEFAULT true NOT NULL;