// The data folder is private: 0700, its files 0600, including those SQLite and the service create later.

import t from 'tap'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keepDataDirPrivate } from '../../../../server/settings/data-dir.js'
import { openDatabase } from '../../../../server/api/store/db.js'

const mode = (path: string) => statSync(path).mode & 0o777

t.test('a folder and files left open by an older version are made private', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'sightline-private-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const dir = join(root, 'data')
  mkdirSync(join(dir, 'images'), { recursive: true, mode: 0o755 })
  chmodSync(dir, 0o755)
  writeFileSync(join(dir, 'sightline.db'), '', { mode: 0o644 })
  chmodSync(join(dir, 'sightline.db'), 0o644)
  writeFileSync(join(root, 'elsewhere'), '')
  chmodSync(join(root, 'elsewhere'), 0o644)
  symlinkSync(join(root, 'elsewhere'), join(dir, 'link'))
  keepDataDirPrivate(dir)
  t.equal(mode(dir), 0o700)
  t.equal(mode(join(dir, 'images')), 0o700)
  t.equal(mode(join(dir, 'sightline.db')), 0o600)
  t.equal(mode(join(root, 'elsewhere')), 0o644, "a link's target outside the folder is left alone")
})

t.test('files made afterwards, the database and its WAL among them, are 0600', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'sightline-private-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const dir = join(root, 'fresh')
  keepDataDirPrivate(dir)
  t.equal(mode(dir), 0o700)
  const db = openDatabase(join(dir, 'sightline.db'), 'server/api/db/migrations')
  db.prepare("SELECT count(*) FROM sqlite_master").get()
  for (const name of ['sightline.db', 'sightline.db-wal', 'sightline.db-shm']) t.equal(mode(join(dir, name)), 0o600, name)
  db.close()
  mkdirSync(join(dir, 'outbox'), { recursive: true })
  t.equal(mode(join(dir, 'outbox')), 0o700)
})
