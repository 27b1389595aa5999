// The ids a user sees of what can be deleted (applications, licensed entities, saved searches, BigSearch
// jobs) are never handed out again: a call or a page naming a deleted one never reaches its successor.
// Migration 017 gives the tables of an existing database that rule, keeping every row, its id, and every
// row that refers to it.

import t from 'tap'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { harness, MIGRATIONS, NOW } from '../server/api/harness.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { migrate } from '../../../server/api/store/migrate.js'
import { createJob, deleteJob } from '../../../server/api/store/bigsearch-jobs.js'
import { deleteSavedSearches, insertSavedSearch } from '../../../server/api/store/saved-searches.js'
import { callers } from '../server/api/applications/callers.js'
import { licences } from '../server/api/licences/callers.js'

t.test('a deleted application’s id is not given to the next one', async (t) => {
  const c = await callers(t)
  await c.create(c.creator, { name: 'First' })
  const last = await c.create(c.creator, { name: 'Second' })
  await c.admin.call('DELETE', '/v1/applications', { ids: [last.id] })
  const next = await c.create(c.creator, { name: 'Third' })
  t.ok(next.id > last.id, `the next is ${next.id}, after the deleted ${last.id}`)
  const stale = await c.admin.call('POST', '/v1/applications/deactivate', { ids: [last.id] })
  t.match(stale.json().results[last.id], { success: false }, 'a call naming the deleted id finds nothing')
})

t.test('a removed entity’s id is not given to the next one', async (t) => {
  const l = await licences(t)
  const add = async (value: string) => (await l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, { type: 'Domain', value })).json().entity.id as number
  const last = await add('leaving.example')
  t.equal((await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${last}`)).statusCode, 200)
  const next = await add('arriving.example')
  t.ok(next > last, `the next is ${next}, after the removed ${last}`)
})

t.test('a deleted saved search’s or BigSearch job’s id is not given to the next one', async (t) => {
  const h = harness(t)
  const user = await h.addUser({ email: 'ida@agency.example' }, ['MetadataSearch'])
  const save = async (reference: string) => (await insertSavedSearch(h.store, { userId: user.id, reference, queryString: 'make=Canon' }, NOW, 10))!.id
  const search = await save('first')
  await deleteSavedSearches(h.store, user.id, [search])
  t.ok((await save('second')) > search, 'saved searches')

  const upload = async (checksum: string) => {
    const outcome = await createJob(h.store, { userId: user.id, checksum, mediaCount: 1, uploadPath: `bigsearch/${checksum}`, uploadSize: 1 }, { unfinished: 5, stored: 5 }, NOW)
    if (!('created' in outcome)) throw new Error('the job was refused')
    return outcome.created.id
  }
  const job = await upload('a'.repeat(64))
  t.ok((await deleteJob(storeOnSqlite(h.db), job)))
  t.ok((await upload('b'.repeat(64))) > job, 'BigSearch jobs')
})

t.test('migration 017 keeps every row, id and reference, and hands out no id at or below the highest', async (t) => {
  const root = t.testdir()
  const dir = join(root, 'migrations')
  mkdirSync(dir, { recursive: true })
  const names = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))
  for (const name of names.filter((n) => Number(n.slice(0, 3)) < 17)) copyFileSync(join(MIGRATIONS, name), join(dir, name))
  const db = openDatabase(join(root, 'before.db'), dir)
  t.teardown(() => db.close())
  db.exec(`
    INSERT INTO users (id, email, created_at) VALUES (1, 'ada@police.example', 0), (2, 'root@sightline.example', 0);
    INSERT INTO applications (id, name, callback_url, client_id, client_secret_hash, creator_user_id, created_at, approved_by, state)
      VALUES (4, 'Four', 'https://four.example/cb', 'c4', 'h4', 1, 0, 2, 'active'), (9, 'Nine', 'https://nine.example/cb', 'c9', 'h9', 1, 0, NULL, 'pending');
    INSERT INTO authorisation_codes (code_hash, application_id, user_id, redirect_uri, expires_at) VALUES ('code', 9, 1, 'https://nine.example/cb', 1);
    INSERT INTO licences (id, name, created_at, max_seats) VALUES (1, 'L', 0, 5);
    INSERT INTO licensed_entities (id, licence_id, type, value, roles) VALUES (7, 1, 'Domain', 'police.example', '["Admin"]');
    INSERT INTO saved_searches (id, user_id, reference, query_string, created_at, viewed_at) VALUES (3, 1, 'mine', 'make=Canon', 0, 0);
    INSERT INTO bigsearch_jobs (id, user_id, checksum, status, media_count, upload_path, upload_size, created_at, queued_at, file_name)
      VALUES (5, 1, 'sum', 'COMPLETE', 1, 'bigsearch/sum', 1, 0, 0, 'case.json');
    INSERT INTO bigsearch_items (job_id, position, item, item_leads, processed_at) VALUES (5, 0, '{}', '[]', 0);
    INSERT INTO bigsearch_results (job_id, item_leads) VALUES (5, '[]');
    INSERT INTO bigsearch_leads (job_id, position, sightings, placeholder, lead) VALUES (5, 0, 1, 0, '{}');
  `)
  const rows = (table: string) => db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()
  const children = ['authorisation_codes', 'bigsearch_items', 'bigsearch_results', 'bigsearch_leads']
  const before = Object.fromEntries(['applications', 'licensed_entities', 'saved_searches', 'bigsearch_jobs', ...children].map((table) => [table, rows(table)]))

  for (const name of names.filter((n) => Number(n.slice(0, 3)) >= 17)) copyFileSync(join(MIGRATIONS, name), join(dir, name))
  migrate(db, dir)
  t.equal(db.pragma('foreign_keys', { simple: true }), 1, 'foreign keys are on again after migrating')
  for (const table of children) t.same(rows(table), before[table], `${table}: every row that refers to a rebuilt table is kept`)
  t.same(rows('applications'), (before.applications as object[]).map((row) => ({ ...row, version: 1 })), 'applications kept, each at version 1')
  t.same(rows('licensed_entities'), (before.licensed_entities as object[]).map((row) => ({ ...row, version: 1 })), 'entities kept, each at version 1')
  t.same(rows('saved_searches'), before.saved_searches)
  t.same(rows('bigsearch_jobs'), (before.bigsearch_jobs as object[]).map((row) => ({ ...row, claimed_by: null, claimed_until: null })), 'jobs kept, unclaimed (022)')
  t.same(
    db.prepare('SELECT name, seq FROM sqlite_sequence ORDER BY name').all(),
    [
      { name: 'applications', seq: 9 },
      { name: 'bigsearch_jobs', seq: 5 },
      { name: 'licensed_entities', seq: 7 },
      { name: 'saved_searches', seq: 3 },
    ],
    'each table counts on from its highest id',
  )
  db.exec("DELETE FROM applications WHERE id = 9")
  t.same(rows('authorisation_codes'), [], 'a deleted application still takes its codes with it: the references work as before')
  const next = db
    .prepare("INSERT INTO applications (name, callback_url, client_id, client_secret_hash, created_at, state) VALUES ('Ten', 'https://ten.example/cb', 'c10', 'h10', 0, 'pending') RETURNING id")
    .pluck()
    .get()
  t.equal(next, 10, 'the highest id, though deleted, is not given again')
})
