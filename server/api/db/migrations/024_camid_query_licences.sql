-- The licences a Camera ID query was made under (spec-2 §5, §6): a query is seen by its owner, by the users who hold
-- Camera ID in a licence it was made under, and by the global administrator. Before, it was seen by every user whose
-- organisation text matched its owner's, a text anyone types freely at registration: a user of another force who
-- typed a force's name read its queries, their hits and their pictures.
-- Migrations run inside a transaction chosen by store/migrate.ts: no BEGIN/COMMIT or PRAGMA here.
CREATE TABLE camid_query_licences (
  query_id   INTEGER NOT NULL REFERENCES camid_queries (id) ON DELETE CASCADE,
  licence_id INTEGER NOT NULL REFERENCES licences (id) ON DELETE CASCADE,
  PRIMARY KEY (query_id, licence_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX camid_query_licences_by_licence ON camid_query_licences (licence_id, query_id);

-- The queries already made: under the licences whose Email or Domain entity gives their owner Camera ID now (the
-- rule of licence roles, store/licences.ts licenceCoverFor; an expired licence gives its holders nothing to read).
INSERT OR IGNORE INTO camid_query_licences (query_id, licence_id)
  SELECT q.id, e.licence_id
    FROM camid_queries q
    JOIN users u ON u.id = q.user_id
    JOIN licensed_entities e
      ON (e.type = 'Email' AND e.value = trim(u.email))
      OR (e.type = 'Domain' AND e.value = lower(trim(substr(u.email, instr(u.email, '@') + 1))))
   WHERE EXISTS (SELECT 1 FROM json_each(e.roles) r WHERE r.value = 'CameraId');
