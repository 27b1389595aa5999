-- How many sightings at least hold a word, from the words index's statistics instead of its postings: counting the
-- sightings of a common word up to the search page's cap read its whole posting list and cut the words of every row
-- it rechecked ('canon' at ten million: 942,000 postings, 0.9 s), for a total the page shows as "more than 10,000".
--
-- ANALYZE keeps, for the index's expression sighting_words, the frequency of its most common words in a sample of
-- 30,000 rows. A word's sightings when it ran were about that frequency times the rows; each row written, changed or
-- deleted since (n_mod_since_analyze) moves the number by one at most, so the floor is the estimate less those.
-- The floor is given only for a single word, in one sampled row of a hundred or more (its estimate's standard error
-- under 6%), and the store takes it only well above the cap (words-query.ts); several words are not independent, so
-- their product is no floor at all. Without statistics (a new database, or a distributed table under Citus, whose
-- coordinator holds none) the floor is 0 and the store counts.
CREATE FUNCTION sighting_words_at_least(term text) RETURNS float8
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN numnode(sighting_words_query(term, false)) = 1 THEN coalesce((
    SELECT e.freq * greatest(k.reltuples, 0)
      FROM pg_stats p
      CROSS JOIN LATERAL unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS e(word, freq)
      CROSS JOIN pg_class k
     WHERE p.schemaname = current_schema() AND p.tablename = 'sightings_words' AND k.oid = 'sightings'::regclass
       AND e.freq >= 0.01
       AND e.word = (SELECT lexeme FROM unnest(to_tsvector('simple', sighting_word_text(term))) LIMIT 1)
  ), 0) - coalesce((SELECT n_mod_since_analyze FROM pg_stat_user_tables WHERE relid = 'sightings'::regclass), 0)
  ELSE 0 END
$$;
