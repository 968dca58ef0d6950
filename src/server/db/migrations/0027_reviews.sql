CREATE TABLE "review_invites" (
	"member_id" uuid NOT NULL,
	"gym_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invites_member_id_gym_id_pk" PRIMARY KEY("member_id","gym_id")
);
--> statement-breakpoint
CREATE TABLE "review_prior" (
	"id" integer PRIMARY KEY NOT NULL,
	"mean" numeric(4, 3) DEFAULT '3' NOT NULL,
	"weight" integer DEFAULT 5 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_prior_one_row_ck" CHECK ("review_prior"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_id" uuid NOT NULL,
	"author_id" uuid,
	"rating" smallint NOT NULL,
	"text" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"reply_text" text,
	"reply_at" timestamp with time zone,
	"reply_edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_reply_ck" CHECK (("reviews"."reply_text" is null) = ("reviews"."reply_at" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_ck";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "score" numeric(5, 4);--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "review_mail_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_uq" ON "review_reports" USING btree ("review_id","reporter_id") WHERE "review_reports"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."decided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_gym_uq" ON "reviews" USING btree ("author_id","gym_id");--> statement-breakpoint
CREATE INDEX "reviews_gym_recent_idx" ON "reviews" USING btree ("gym_id","created_at","id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pass_visits_member_gym_idx" ON "pass_visits" USING btree ("member_id","gym_id","visited_at");--> statement-breakpoint
CREATE INDEX "pass_visits_visited_idx" ON "pass_visits" USING btree ("visited_at");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_ck" CHECK ("admin_audit_log"."target_type" in ('account', 'email', 'gym', 'review'));--> statement-breakpoint
-- The prior of the Bayesian score (ADR 0024): one row, mean 3 (the middle of the scale) until the first
-- hourly recomputation finds reviews.
INSERT INTO "review_prior" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Moves gym `gid`'s review figures by `dcount` reviews and `dsum` stars: `raiting` becomes the plain
-- mean rounded to 0.1 and `score` the Bayesian average (Σ + m·C)/(n + m) toward review_prior; both null
-- without reviews. One UPDATE: the gym row's lock orders concurrent reviews of one gym, and every
-- right-hand side reads the row as it was before this update.
CREATE OR REPLACE FUNCTION gym_reviews_apply(gid uuid, dcount integer, dsum integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE gyms g SET
    review_count = g.review_count + dcount,
    rating_sum = g.rating_sum + dsum,
    raiting = CASE WHEN g.review_count + dcount = 0 THEN NULL
      ELSE round((g.rating_sum + dsum)::numeric / (g.review_count + dcount), 1) END,
    score = CASE WHEN g.review_count + dcount = 0 THEN NULL
      ELSE round((g.rating_sum + dsum + p.weight * p.mean) / (g.review_count + dcount + p.weight), 4) END
  FROM review_prior p
  WHERE p.id = 1 AND g.id = gid;
$$;
--> statement-breakpoint
-- A review counts in its gym's figures while it is not hidden. Text, reply and author changes leave the
-- figures alone; a new rating, hiding or showing again moves them.
CREATE OR REPLACE FUNCTION reviews_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.gym_id = NEW.gym_id AND OLD.rating = NEW.rating
       AND (OLD.hidden_at IS NULL) = (NEW.hidden_at IS NULL) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    PERFORM gym_reviews_apply(OLD.gym_id, -1, -OLD.rating);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    PERFORM gym_reviews_apply(NEW.gym_id, 1, NEW.rating);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_figures AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_figures();
--> statement-breakpoint
-- The hourly `review-prior` job: the catalogue-wide mean of the visible reviews (3 without any), then
-- every reviewed gym's score toward it; a score that did not move is not written.
CREATE OR REPLACE FUNCTION review_prior_recompute() RETURNS void LANGUAGE sql AS $$
  UPDATE review_prior SET
    mean = coalesce(
      (SELECT round(sum(rating_sum)::numeric / nullif(sum(review_count), 0), 3) FROM gyms WHERE review_count > 0),
      3),
    computed_at = now()
  WHERE id = 1;
  UPDATE gyms g SET score = round((g.rating_sum + p.weight * p.mean) / (g.review_count + p.weight), 4)
  FROM review_prior p
  WHERE p.id = 1 AND g.review_count > 0
    AND g.score IS DISTINCT FROM round((g.rating_sum + p.weight * p.mean) / (g.review_count + p.weight), 4);
$$;
