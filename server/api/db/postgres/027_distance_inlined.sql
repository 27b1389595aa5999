-- The location filter's distance (migration 021) inlined into the query that calls it. A STRICT SQL function is
-- inlined only when its body calls strict functions alone, and least() is not one: each row the place index gave
-- paid a call of its own, 17 of the 21 ms a 10 km search took to check 7,600 sightings at ten million (2.4 µs a
-- row). float8smaller is least() of two numbers as a strict function, so the body inlines and a null coordinate
-- still gives null; the distances are the same to the last bit (the 10 km search's 6,745 sightings summed alike).
CREATE OR REPLACE FUNCTION sightline_distance_metres(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT 2 * 6371008.8 * asin(float8smaller(1, sqrt(
    sin((lat2 - lat1) * (pi() / 180) / 2) ^ 2 + cos(lat1 * (pi() / 180)) * cos(lat2 * (pi() / 180)) * sin((lon2 - lon1) * (pi() / 180) / 2) ^ 2)))
$$;
