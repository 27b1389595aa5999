// Saved searches as stored: a save past the user's limit writes nothing, in the same statement as the count.

import { testDatabase } from './test-db.js'
import t from 'tap'
import { createUser } from '../../../../../server/api/store/users.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { deleteSavedSearches, insertSavedSearch, savedSearchesOf } from '../../../../../server/api/store/saved-searches.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

t.test('a save within the limit is kept; at the limit nothing is written; each user has their own', async (t) => {
  const db = testDatabase(t)
  const alice = (await createUser(storeOnSqlite(db), { email: 'alice@example.org' }, NOW)).id
  const bob = (await createUser(storeOnSqlite(db), { email: 'bob@example.org' }, NOW)).id
  const save = (userId: number, reference: string) => insertSavedSearch(db, { userId, reference, queryString: 'make=Canon' }, NOW, 2)
  t.equal(save(alice, 'one')?.reference, 'one')
  const second = save(alice, 'two')
  t.equal(second?.reference, 'two')
  t.equal(save(alice, 'three'), undefined, 'the third is past the limit of 2')
  t.same(savedSearchesOf(db, alice).map((s) => s.reference).sort(), ['one', 'two'])
  t.equal(save(bob, 'his')?.reference, 'his', 'another user is not held by her limit')
  deleteSavedSearches(db, alice, [second!.id])
  t.equal(save(alice, 'three')?.reference, 'three', 'a deleted one makes room')
})
