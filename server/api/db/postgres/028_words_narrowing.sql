-- The words an exact value is looked up by in the words index, less the common ones. A column without a sorted index
-- of its own (the file name, the URL...) is found through its value's words, and the row's own comparison decides
-- (store/sightings/words-query.ts columnWords): any of the words narrows. `IMG_1234.JPG` has three: 'jpg' is in every
-- sighting of the demo and 'img' in 46%, and the index read their posting lists to intersect them with the 421 of
-- '1234': 12 ms a count at ten million, against 2.5 ms for '1234' alone, which 476 sightings hold.
--
-- A word is left out when the words index's statistics (migration 026) give it one sampled sighting of twenty or
-- more, as long as a word is left; without statistics (a new database, or Citus's coordinator) every word is kept.
CREATE FUNCTION sighting_words_narrowing(term text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT plainto_tsquery('simple', coalesce((
    SELECT string_agg(w.word, ' ')
      FROM unnest(tsvector_to_array(to_tsvector('simple', sighting_word_text(term)))) AS w(word)
     WHERE w.word <> ALL (common.words)
  ), sighting_word_text(term)))
    FROM (
      -- The common words, read once: the statistics' view is a join of the catalogues. The frequencies end with three
      -- figures of their own (the least, the greatest, the nulls'), which unnest pairs with no word.
      SELECT coalesce(array_agg(e.word), '{}') AS words
        FROM pg_stats p
        CROSS JOIN LATERAL unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS e(word, freq)
       WHERE p.schemaname = current_schema() AND p.tablename = 'sightings_words' AND e.word IS NOT NULL AND e.freq >= 0.05
    ) AS common
$$;
