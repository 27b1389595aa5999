-- The words index's common words, read from its statistics in one place: migrations 026 (how many sightings at least
-- hold a word) and 028 (the words that narrow an exact value) each unnested pg_stats' most common elements of the
-- index's expression themselves. Both now read this function, a single SELECT that the planner inlines.
--
-- ANALYZE samples 30,000 rows and keeps each common word with the share of sampled rows holding it. The frequencies
-- end with three figures of their own (the least, the greatest, the nulls'), which unnest pairs with no word. Without
-- statistics (a new database, or Citus's coordinator, which holds none for a distributed table) there is no row.
-- The share stays a real, as pg_stats keeps it: 026's floor is reckoned in reals as it was (in double precision
-- 0.07 of 300 rows is 21.0000001, a floor above the 21 sightings that hold the word).
CREATE FUNCTION sighting_common_words(least_share float8) RETURNS TABLE (word text, share real)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT e.word, e.share
    FROM pg_stats p
    CROSS JOIN LATERAL unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS e(word, share)
   WHERE p.schemaname = current_schema() AND p.tablename = 'sightings_words'
     AND e.word IS NOT NULL AND e.share >= least_share
$$;

-- 026's floor: a single word's share of the sampled rows (one in a hundred or more) times the rows, less the rows
-- written, changed or deleted since; 0 where it cannot be told.
CREATE OR REPLACE FUNCTION sighting_words_at_least(term text) RETURNS float8
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN numnode(sighting_words_query(term, false)) = 1 THEN coalesce((
    SELECT c.share * greatest(k.reltuples, 0)
      FROM sighting_common_words(0.01) AS c
      CROSS JOIN pg_class k
     WHERE k.oid = 'sightings'::regclass
       AND c.word = (SELECT lexeme FROM unnest(to_tsvector('simple', sighting_word_text(term))) LIMIT 1)
  ), 0) - coalesce((SELECT n_mod_since_analyze FROM pg_stat_user_tables WHERE relid = 'sightings'::regclass), 0)
  ELSE 0 END
$$;

-- 028's words: the value's words less those in one sampled sighting of twenty or more, as long as a word is left.
CREATE OR REPLACE FUNCTION sighting_words_narrowing(term text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT plainto_tsquery('simple', coalesce((
    SELECT string_agg(w.word, ' ')
      FROM unnest(tsvector_to_array(to_tsvector('simple', sighting_word_text(term)))) AS w(word)
     WHERE w.word <> ALL (common.words)
  ), sighting_word_text(term)))
    FROM (SELECT coalesce(array_agg(c.word), '{}') AS words FROM sighting_common_words(0.05) AS c) AS common
$$;
