ALTER TABLE "catalogue_stats" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The public catalogue answers carry an ETag made of content_version (ADR 0014): it must grow with every
-- write that can change any of their fields (price, raiting, phone, favourite count, service prices…), not
-- only with those that change what a search finds (`version`, migration 0003). One bump per statement that
-- touched at least one row (its transition table, PostgreSQL "CREATE TRIGGER … REFERENCING"), so a re-run
-- of the seed that writes nothing keeps the tag; a bump too many only costs a full answer.
CREATE OR REPLACE FUNCTION catalogue_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE catalogue_stats SET content_version = content_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gyms_content_inserted AFTER INSERT ON gyms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gyms_content_updated AFTER UPDATE ON gyms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gyms_content_deleted AFTER DELETE ON gyms REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gyms_content_truncated AFTER TRUNCATE ON gyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_services_content_inserted AFTER INSERT ON gym_services REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_services_content_updated AFTER UPDATE ON gym_services REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_services_content_deleted AFTER DELETE ON gym_services REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_services_content_truncated AFTER TRUNCATE ON gym_services
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER services_content_inserted AFTER INSERT ON services REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER services_content_updated AFTER UPDATE ON services REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER services_content_deleted AFTER DELETE ON services REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER services_content_truncated AFTER TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
