DROP INDEX "gyms_raiting_idx";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "rating_rank" bigint GENERATED ALWAYS AS ((round("gyms"."score" * 10000)::bigint * 10000000 + least("gyms"."review_count", 9999999))) STORED;--> statement-breakpoint
CREATE INDEX "gyms_rating_rank_idx" ON "gyms" USING btree ("rating_rank","id","name_fold") WHERE "gyms"."gym_active";