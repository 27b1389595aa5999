// Migration 015: the leads of jobs finished before it, kept as one JSON list, become one row each, in the same
// order and with what ranks them, and the job keeps its lead count and its files' leads.

import t from 'tap'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from '../../../../../server/api/store/migrate.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { createJob } from '../../../../../server/api/store/bigsearch-jobs.js'
import { leadRanksOf, leadsOf, resultsOf } from '../../../../../server/api/store/bigsearch-items.js'
import { MIGRATIONS, NOW } from '../harness.js'

t.test('a job finished before the migration keeps its leads, a row each in order, with their ranks', async (t) => {
  const before = join(t.testdir(), 'before')
  mkdirSync(before)
  for (const file of readdirSync(MIGRATIONS).filter((name) => /^\d{3}_/.test(name) && Number(name.slice(0, 3)) < 15)) {
    copyFileSync(join(MIGRATIONS, file), join(before, file))
  }
  const db = new Database(':memory:')
  t.teardown(() => db.close())
  migrate(db, before)
  await createUser(storeOnSqlite(db), { email: 'ines@police.example', verified: true, passwordHash: 'x' }, NOW)
  const userId = db.prepare('SELECT id FROM users').pluck().get() as number
  const made = (await createJob(storeOnSqlite(db), { userId, checksum: 'c'.repeat(64), mediaCount: 2, uploadPath: 'bigsearch/case.json', uploadSize: 10 }, { unfinished: 1, stored: 1 }, NOW))
  if (!('created' in made)) throw new Error('job refused')
  const jobId = made.created.id
  const leads = [
    { '@type': 'ARTIST', value: { text: 'Zoë' }, sightings: 3, connectedLeads: [{ '@type': 'SOFTWARE', sightings: 10000, index: 1 }], sources: [{ index: 0 }] },
    { '@type': 'SOFTWARE', value: { text: 'unknown' }, sightings: 10000, connectedLeads: [], sources: [{ index: 1 }], placeholder: true },
  ]
  db.prepare("UPDATE bigsearch_jobs SET status = 'COMPLETE' WHERE id = ?").run(jobId)
  db.prepare('INSERT INTO bigsearch_results (job_id, leads, item_leads, lead_count) VALUES (?, ?, ?, 2)').run(jobId, JSON.stringify(leads), '[[0],[1]]')

  migrate(db, MIGRATIONS)
  t.same((await resultsOf(storeOnSqlite(db), jobId)), { leadCount: 2, itemLeads: '[[0],[1]]' })
  t.same((await leadsOf(storeOnSqlite(db), jobId, 0, 10)).map((lead) => JSON.parse(lead)), leads, 'the same leads, in order')
  t.same((await leadRanksOf(storeOnSqlite(db), jobId)), [{ sightings: 3, placeholder: false }, { sightings: 10000, placeholder: true }])
})
