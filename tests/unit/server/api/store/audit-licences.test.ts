// The licences an audited call is recorded under (016_audit_licences.sql): at the call, exactly those from which
// its user held licence roles (store/licences.ts licenceRolesFor); and, for the calls logged before the
// migration, the licences that cover their address now, within each licence's life.

import t from 'tap'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from '../../../../../server/api/store/migrate.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { recordCall, recordCalls, type NewAuditRecord } from '../../../../../server/api/store/audit.js'
import { addLicensedEntity, createLicence, licenceRolesFor } from '../../../../../server/api/store/licences.js'
import { MIGRATIONS, NOW } from '../harness.js'
import { entryOf } from '../audit/audit-fixture.js'

const DAY = 24 * 60 * 60 * 1000

const entry = (userEmail: string, at = NOW): NewAuditRecord => entryOf({ at, userEmail })

const licencesOf = (db: Database.Database, auditId: number) =>
  db.prepare('SELECT licence_id FROM audit_licences WHERE audit_id = ? ORDER BY licence_id').pluck().all(auditId) as number[]

/** Three licences that overlap: by address, by domain, and one expired before NOW. */
async function licences(db: Database.Database) {
  const store = storeOnSqlite(db)
  const kent = (await createLicence(store, { name: 'Kent', maxSeats: 10, expiresAt: NOW + DAY }, NOW - 300 * DAY)).id
  const kentCid = (await createLicence(store, { name: 'Kent CID', maxSeats: 10, expiresAt: null }, NOW - 300 * DAY)).id
  const pilot = (await createLicence(store, { name: 'Pilot', maxSeats: 10, expiresAt: NOW - 10 * DAY }, NOW - 300 * DAY)).id
  await addLicensedEntity(store, kent, 'kent.police.example', ['MetadataSearch'])
  await addLicensedEntity(store, kentCid, 'ann@kent.police.example', [])
  await addLicensedEntity(store, kentCid, 'cid.kent.police.example', [])
  await addLicensedEntity(store, pilot, 'kent.police.example', [])
  return { kent, kentCid, pilot }
}

const ADDRESSES = [
  'ann@kent.police.example',
  'ANN@Kent.Police.Example',
  '  ann@kent.police.example ',
  'bob@kent.police.example',
  'pc@cid.kent.police.example',
  'odd@one@kent.police.example',
  'kent.police.example',
  'sam@elsewhere.example',
  'anonymous',
]

t.test('a call is recorded under exactly the licences its user holds roles from at that moment', async (t) => {
  const db = openDatabase(':memory:', MIGRATIONS)
  t.teardown(() => db.close())
  await licences(db)
  for (const address of ADDRESSES) {
    for (const at of [NOW, NOW - 20 * DAY]) {
      const id = await recordCall(storeOnSqlite(db), entry(address, at))
      const held = Object.keys(await licenceRolesFor(storeOnSqlite(db), address, at)).map(Number).sort((a, b) => a - b)
      t.same(licencesOf(db, id), held, `${JSON.stringify(address)}, ${(NOW - at) / DAY} days ago`)
    }
  }
})

t.test('a batch of calls records each one with its licences, the time and the action copied', async (t) => {
  const db = openDatabase(':memory:', MIGRATIONS)
  t.teardown(() => db.close())
  const { kent, kentCid } = await licences(db)
  await recordCalls(storeOnSqlite(db), [entry('ann@kent.police.example'), { ...entry('sam@elsewhere.example'), action: 'login' }, { ...entry('bob@kent.police.example', NOW + 1), action: 'similar' }])
  t.same(db.prepare('SELECT audit_id, licence_id, at, action FROM audit_licences ORDER BY audit_id, licence_id').all(), [
    { audit_id: 1, licence_id: kent, at: NOW, action: 'search' },
    { audit_id: 1, licence_id: kentCid, at: NOW, action: 'search' },
    { audit_id: 3, licence_id: kent, at: NOW + 1, action: 'similar' },
  ])
})

t.test('the migration gives the calls logged before it to the licences covering them now, within each licence\'s life', async (t) => {
  const before = join(t.testdir(), 'before')
  mkdirSync(before)
  for (const file of readdirSync(MIGRATIONS).filter((name) => /^\d{3}_/.test(name) && Number(name.slice(0, 3)) < 16)) {
    copyFileSync(join(MIGRATIONS, file), join(before, file))
  }
  const db = new Database(':memory:')
  t.teardown(() => db.close())
  migrate(db, before)
  const { kent, kentCid, pilot } = await licences(db)
  const insert = db.prepare(
    "INSERT INTO audit_log (at, user_email, requesting_app, api, action, success) VALUES (?, ?, 'lowside', 'sightings', 'search', 1)",
  )
  const logged = (address: string, at: number) => Number(insert.run(at, address).lastInsertRowid)
  const cases: [string, number, number[]][] = [
    ['ann@kent.police.example', NOW - 5 * DAY, [kent, kentCid]],
    ['ANN@KENT.police.example', NOW - 20 * DAY, [kent, kentCid, pilot]],
    // Before any of the licences was created: under none of them.
    ['bob@kent.police.example', NOW - 400 * DAY, []],
    ['pc@cid.kent.police.example', NOW - 5 * DAY, [kentCid]],
    ['odd@one@kent.police.example', NOW - 5 * DAY, [kent]],
    ['sam@elsewhere.example', NOW - 5 * DAY, []],
    ['anonymous', NOW - 5 * DAY, []],
  ]
  const ids = cases.map(([address, at]) => logged(address, at))
  db.prepare('INSERT INTO usage_days_counted (day, rules) VALUES (1, ?)').run('counted')

  migrate(db, MIGRATIONS)
  cases.forEach(([address, at, expected], i) => {
    t.same(licencesOf(db, ids[i] as number), expected.sort((a, b) => a - b), `${address}, ${(NOW - at) / DAY} days ago`)
  })
  t.equal(db.prepare('SELECT count(*) FROM usage_days_counted').pluck().get(), 0, 'every day is to be counted again, per licence too')
})
