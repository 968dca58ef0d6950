-- The catalogue's answers show Pase BuscaGym (ADR 0045): `pase=true` keeps the gyms whose terms accept
-- it and every gym carries its visit cost; a gym's page its coming change. So a write of
-- `gym_credit_terms` (an opt-in or out, a rate, a new cost) changes those answers and must grow
-- `content_version`, their entity tag (migration 0011, ADR 0014), like a write of `gyms`. A cost that
-- takes effect by time alone writes nothing: the reads compute the cost in force with the clock, and the
-- tag names the minute (gyms/conditional.ts). Counts with `pase=true` are never cached (gyms/service.ts).
CREATE TRIGGER gym_credit_terms_content_inserted AFTER INSERT ON gym_credit_terms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_credit_terms_content_updated AFTER UPDATE ON gym_credit_terms REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_credit_terms_content_deleted AFTER DELETE ON gym_credit_terms REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
--> statement-breakpoint
CREATE TRIGGER gym_credit_terms_content_truncated AFTER TRUNCATE ON gym_credit_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_content_changed();
