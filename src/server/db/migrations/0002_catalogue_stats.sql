CREATE TABLE "catalogue_stats" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"active_gyms" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_stats_singleton_ck" CHECK ("catalogue_stats"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "service_stats" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"active_gyms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_stats" ADD CONSTRAINT "service_stats_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;