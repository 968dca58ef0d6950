-- Extensions used by the catalogue (docs/architecture.md §3): cube + earthdistance for nearest-first KNN on
-- ll_to_earth(), pg_trgm for case-insensitive name substring search.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
