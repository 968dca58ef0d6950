-- Word matches of a name search, found exactly (ADR 0047).
--
-- A name search ranks first the gyms whose name, or a word of it, starts with the text typed ("word
-- matches": name_fold LIKE 'text%' OR LIKE '% text%'). The trigram index cannot find them alone: its
-- padded trigrams mark only the first two letters of a word, so for "portiv" it offers every name with a
-- word starting "po" that holds "portiv" anywhere ("Polideportivo …": 36 000 candidates at 1M gyms, all
-- read from the table and thrown away). search_word_prefixes(name_fold) lists the 3–8 letter starts of
-- each space-separated word, and its GIN answers `@> ARRAY[start of the text]` with the word matches
-- only; the LIKE test then confirms the whole text. search_prefix_key(text) is that start: the first
-- word of the folded text, cut at 8 letters, or no key ('{}', which every row contains) when it is
-- shorter than 3 letters. Both are IMMUTABLE with SQL-standard bodies, bound when created (migration
-- 0010). The index holds every gym, not only the active ones: PostgreSQL ignores the statistics of a
-- partial index's expression, and without them it takes any text for 0.5 % of the gyms (its default).
CREATE OR REPLACE FUNCTION search_word_prefixes(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT coalesce(array_agg(DISTINCT left(w.word, n.len)), '{}'::text[])
    FROM unnest(string_to_array($1, ' ')) AS w(word),
         generate_series(3, least(length(w.word), 8)) AS n(len);
END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_prefix_key(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT CASE WHEN length(left(split_part($1, ' ', 1), 8)) >= 3
    THEN ARRAY[left(split_part($1, ' ', 1), 8)] ELSE '{}'::text[] END;
END;
--> statement-breakpoint
CREATE INDEX "gyms_name_word_prefixes" ON "gyms" USING gin (search_word_prefixes("name_fold"));
--> statement-breakpoint
-- The planner reads a name search's share of the gyms from name_fold's statistics: for `LIKE '%text%'` it
-- tries the pattern on the column's most common values and histogram. With the default 100 of each, a
-- text held by 0.8 % of the gyms was taken for 0.01 % (97 rows instead of 8 130 at 1M gyms), and the page
-- read 7 846 gyms from the table instead of walking 750 entries of a sort index; 1 000 of each give the
-- share within a few tenths of a per cent. ANALYZE then samples 300 000 rows of gyms instead of 30 000.
ALTER TABLE "gyms" ALTER COLUMN "name_fold" SET STATISTICS 1000;
