// A fresh, migrated database in the test's own folder, closed when the test ends.

import type { Test } from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../server/api/store/db.js'

export function testDatabase(t: Test) {
  const db = openDatabase(join(t.testdir(), 'service.db'), 'server/api/db/migrations')
  t.teardown(() => db.close())
  return db
}
