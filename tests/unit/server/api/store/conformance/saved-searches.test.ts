// Saved searches (spec-1 §3.7, §4.6) on both engines: kept per user, newest first; a reference taken in any case;
// a user's limit held when saves race; marked viewed and deleted only by their owner; gone with their user.

import t from 'tap'
import { sql } from 'kysely'
import {
  deleteSavedSearches,
  insertSavedSearch,
  markSavedSearchViewed,
  referenceTaken,
  savedSearchesOf,
} from '../../../../../../server/api/store/saved-searches.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const search = (userId: number, reference: string, queryString = 'make=Canon') => ({ userId, reference, queryString })

onEachEngine(t, 'a save is kept with its times; the list is the newest first, each user their own', async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  const bob = await aUser(store, 'bob@example.org')
  const first = await insertSavedSearch(store, search(alice, 'Op Lantern', 'make=Canon&model=EOS'), 100, 10)
  t.match(first, { userId: alice, reference: 'Op Lantern', queryString: 'make=Canon&model=EOS', createdAt: 100, lastAccessedAt: null, viewedAt: 100 })
  await insertSavedSearch(store, search(alice, 'second'), 200, 10)
  await insertSavedSearch(store, search(alice, 'same time, later id'), 200, 10)
  await insertSavedSearch(store, search(bob, 'his'), 300, 10)
  t.same((await savedSearchesOf(store, alice)).map((s) => s.reference), ['same time, later id', 'second', 'Op Lantern'])
  t.same((await savedSearchesOf(store, bob)).map((s) => s.reference), ['his'])
  t.type(first!.id, 'number', 'an id is a number on both engines')
})

onEachEngine(t, 'a reference is taken in any case, for its own user only', async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  const bob = await aUser(store, 'bob@example.org')
  await insertSavedSearch(store, search(alice, 'Op Lantern'), 100, 10)
  t.equal(await referenceTaken(store, alice, 'op LANTERN'), true)
  t.equal(await referenceTaken(store, alice, 'Op Lantern 2'), false)
  t.equal(await referenceTaken(store, bob, 'Op Lantern'), false)
})

onEachEngine(t, 'at the limit nothing is written; a deleted one makes room; the limit is each user’s', async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  const bob = await aUser(store, 'bob@example.org')
  await insertSavedSearch(store, search(alice, 'one'), 100, 2)
  const two = await insertSavedSearch(store, search(alice, 'two'), 100, 2)
  t.equal(await insertSavedSearch(store, search(alice, 'three'), 100, 2), undefined)
  t.equal((await savedSearchesOf(store, alice)).length, 2)
  t.ok(await insertSavedSearch(store, search(bob, 'his'), 100, 2), 'another user is not held by her limit')
  t.same(await deleteSavedSearches(store, alice, [two!.id]), [two!.id])
  t.equal((await insertSavedSearch(store, search(alice, 'three'), 100, 2))?.reference, 'three')
})

onEachEngine(t, 'saves racing for the last place under the limit: exactly one is kept', async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  await insertSavedSearch(store, search(alice, 'kept'), 100, 3)
  await insertSavedSearch(store, search(alice, 'kept too'), 100, 3)
  const saved = await atOnce(store, 6, (i) => insertSavedSearch(store, search(alice, `racer ${i}`), 200, 3))
  t.equal(saved.filter((s) => s !== undefined).length, 1, 'one of six wins')
  t.equal((await savedSearchesOf(store, alice)).length, 3)
})

onEachEngine(t, 'only its owner marks a search viewed or deletes it', async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  const mallory = await aUser(store, 'mallory@example.org')
  const mine = (await insertSavedSearch(store, search(alice, 'mine'), 100, 10))!
  const also = (await insertSavedSearch(store, search(alice, 'also mine'), 100, 10))!
  t.equal(await markSavedSearchViewed(store, mallory, mine.id, 500), undefined)
  t.match(await markSavedSearchViewed(store, alice, mine.id, 500), { id: mine.id, viewedAt: 500, lastAccessedAt: 500, createdAt: 100 })
  t.equal(await markSavedSearchViewed(store, alice, 9999, 500), undefined, 'an unknown id')
  t.same(await deleteSavedSearches(store, mallory, [mine.id, also.id]), [], "another user's ids delete nothing")
  t.same(await deleteSavedSearches(store, alice, []), [])
  t.same(await deleteSavedSearches(store, alice, [also.id, 9999, mine.id]), [mine.id, also.id], 'the ids really deleted, in order')
  t.same(await savedSearchesOf(store, alice), [])
})

onEachEngine(t, "a user's searches go with their account", async (t, store) => {
  const alice = await aUser(store, 'alice@example.org')
  await insertSavedSearch(store, search(alice, 'mine'), 100, 10)
  await sql`DELETE FROM users WHERE id = ${alice}`.execute(store.db)
  t.same(await savedSearchesOf(store, alice), [])
})
