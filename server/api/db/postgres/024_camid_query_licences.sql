-- The licences a Camera ID query was made under (spec-2 §5, §6): a query is seen by its owner, by the users who hold
-- Camera ID in a licence it was made under, and by the global administrator; no longer by a matching organisation
-- text, which anyone types freely at registration. A reference table, as camid_queries is (distribution.json).
CREATE TABLE camid_query_licences (
  query_id   bigint NOT NULL REFERENCES camid_queries (id) ON DELETE CASCADE,
  licence_id bigint NOT NULL REFERENCES licences (id) ON DELETE CASCADE,
  PRIMARY KEY (query_id, licence_id)
);
CREATE INDEX camid_query_licences_by_licence ON camid_query_licences (licence_id, query_id);

-- The queries already made: under the licences whose Email or Domain entity gives their owner Camera ID now.
INSERT INTO camid_query_licences (query_id, licence_id)
  SELECT q.id, e.licence_id
    FROM camid_queries q
    JOIN users u ON u.id = q.user_id
    JOIN licensed_entities e
      -- trim() gives text, which would compare case by case: read as citext again, as the entity's value is.
      ON (e.type = 'Email' AND e.value = trim(u.email)::citext)
      OR (e.type = 'Domain' AND e.value = lower(trim(substr(u.email, strpos(u.email, '@') + 1)))::citext)
   WHERE e.roles::jsonb ? 'CameraId'
  ON CONFLICT DO NOTHING;
