-- A gym's raiting is the mean of its visible reviews (ADR 0024). Gyms that have none keep no rating from
-- earlier seeds' generated demo values (owner-edited gyms, which the seed no longer touches, included):
-- no gym shows a rating nobody gave.
UPDATE "gyms" SET "raiting" = NULL, "score" = NULL WHERE "review_count" = 0 AND ("raiting" IS NOT NULL OR "score" IS NOT NULL);
