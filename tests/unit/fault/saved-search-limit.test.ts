// Fault: saved searches had no per-user limit. An account with 391,443 of them made GET /v1/searches take
// 14.8 s and 96 MB, and every other call waited meanwhile (SQLite calls are synchronous in the one service
// process). Now a user keeps at most SAVED_SEARCH_LIMIT (1,000 by default) saved searches, the list still
// holds every one of them (spec-1 §7), and counting a long list lets other calls run between its searches.

import t, { type Test } from 'tap'
import { INVESTIGATOR, searchSetup, type SearchSetup } from '../server/api/search/sightings-fixture.js'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { insertSightings } from '../../../server/api/store/sightings/rows.js'
import { insertSavedSearch } from '../../../server/api/store/saved-searches.js'
import { findUserByEmail, type UserRecord } from '../../../server/api/store/users.js'

const OTHER = 'olga@police.example'
// The documented limit and message, written out so that the test pins them.
const LIMIT = 1000
const LIMIT_MESSAGE = 'You have reached the limit of 1,000 saved searches. Delete some to save more.'

function calls(s: SearchSetup, browser = s.browser, as = INVESTIGATOR) {
  return {
    save: (reference: string, queryString = 'make=Canon') =>
      browser.call({ method: 'POST', url: '/v1/searches', payload: { reference, queryString } }, as),
    list: () => browser.call({ method: 'GET', url: '/v1/searches' }, as),
    remove: (ids: number[]) => browser.call({ method: 'DELETE', url: `/v1/searches/bulk?ids=${ids.join(',')}` }, as),
  }
}

/** Stores `count` searches of the investigator's directly, to be listed: `make` searches, numbered. */
async function storeMany(s: SearchSetup, count: number, queryOf: (i: number) => string = (i) => `make=Canon&serialNumber=${i}`) {
  const user = (await findUserByEmail(s.h.store, INVESTIGATOR)) as UserRecord
  for (let i = 1; i <= count; i++) {
    s.h.clock.advance(1)
    await insertSavedSearch(s.h.store, { userId: user.id, reference: `stored ${i}`, queryString: queryOf(i) }, s.h.clock.now, LIMIT)
  }
}

/** Saves `count` searches through the call, each under its own reference. */
async function saveMany(t: Test, save: ReturnType<typeof calls>['save'], count: number) {
  const statuses = new Set<number>()
  for (let i = 1; i <= count; i++) statuses.add((await save(`search ${i}`, `make=Canon&serialNumber=${i}`)).statusCode)
  t.same([...statuses], [200], `${count} searches saved`)
}

t.test('the 1,001st save is refused with the message; the list holds all 1,000; deleting one makes room for one', async (t) => {
  const s = await searchSetup(t)
  const { save, list, remove } = calls(s)
  await saveMany(t, save, LIMIT)

  const refused = await save('one too many')
  t.equal(refused.statusCode, 400)
  t.same(refused.json(), { success: false, error: LIMIT_MESSAGE })

  const all = (await list()).json() as SavedSearch[]
  t.equal(all.length, LIMIT, 'the list holds every saved search')
  t.notOk(all.some((x) => x.reference === 'one too many'), 'the refused one was not kept')

  const oldest = all.find((x) => x.reference === 'search 1')!
  t.same((await remove([oldest.id])).json(), { success: true, ids: [oldest.id] })
  const again = await save('one too many')
  t.equal(again.statusCode, 200, 'a deleted search makes room for one more')
  t.equal(again.json().search.reference, 'one too many')
  t.same((await save('and another')).json(), { success: false, error: LIMIT_MESSAGE }, 'and for one only')
  t.equal(((await list()).json() as SavedSearch[]).length, LIMIT)
})

t.test('the limit is each user\'s own: a user at the limit does not stop another', async (t) => {
  const s = await searchSetup(t, { savedSearchLimit: 5 })
  await saveMany(t, calls(s).save, 5)
  t.equal((await calls(s).save('sixth')).statusCode, 400, 'she is at the limit')
  await s.h.addUser({ email: OTHER }, ['MetadataSearch'])
  const olga = s.h.browser()
  await olga.signIn(OTHER)
  const res = await calls(s, olga, OTHER).save('mine')
  t.equal(res.statusCode, 200)
})

t.test('SAVED_SEARCH_LIMIT sets the limit and its message', async (t) => {
  const s = await searchSetup(t, { savedSearchLimit: 3 })
  const { save, list } = calls(s)
  await saveMany(t, save, 3)
  t.same((await save('fourth')).json(), { success: false, error: 'You have reached the limit of 3 saved searches. Delete some to save more.' })
  t.equal(((await list()).json() as SavedSearch[]).length, 3)
})

/** The longest time the event loop was held while `work` ran: how long any other call would have waited. */
async function longestHold<T>(work: () => Promise<T>): Promise<{ result: T; longestMs: number; totalMs: number }> {
  let longestMs = 0
  let last = performance.now()
  let running = true
  const tick = () => {
    const now = performance.now()
    longestMs = Math.max(longestMs, now - last)
    last = now
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  const started = performance.now()
  const result = await work()
  running = false
  // The hold that ended with the work: a call that never lets go is one hold from start to end.
  tick()
  return { result, longestMs, totalMs: performance.now() - started }
}

t.test('counting a long list lets other calls run between its searches', async (t) => {
  const s = await searchSetup(t)
  const { list } = calls(s)
  // Enough sightings that each count takes a while, so the list takes far longer than a pause of the process.
  insertSightings(
    s.h.db,
    Array.from({ length: 3000 }, (_, i) => ({ url: `https://pics.example/many/${i}.jpg`, make: 'Canon', model: `M${i % 50}`, username: `user${i % 300}` })),
    s.h.clock.now,
  )
  // Searches that each read many sightings: one that excludes almost none, and one that many match.
  await storeMany(s, LIMIT, (i) => (i % 2 ? `-model=*zz${i}*&allowWildcards=true` : `username=*a*&-serialNumber=${i}&allowWildcards=true`))
  const { result, longestMs, totalMs } = await longestHold(list)
  t.equal((result.json() as SavedSearch[]).length, LIMIT)
  t.comment(`GET /v1/searches of ${LIMIT}: ${totalMs.toFixed(0)} ms in all, the loop held for at most ${longestMs.toFixed(0)} ms`)
  // Before, the whole list was one hold: the longest was all of it.
  t.ok(longestMs < totalMs / 2, `the list (${totalMs.toFixed(0)} ms) never held the service for long (${longestMs.toFixed(0)} ms)`)
})

t.test('one user\'s lists are counted one at a time, each as it stands when its turn comes', async (t) => {
  const s = await searchSetup(t)
  const { save, list } = calls(s)
  // Searches that each read many sightings, so that the first list is still being counted when the save arrives
  // however fast the machine: on an empty database a list was done before the save was even read.
  insertSightings(
    s.h.db,
    Array.from({ length: 3000 }, (_, i) => ({ url: `https://pics.example/many/${i}.jpg`, make: 'Canon', model: `M${i % 50}`, username: `user${i % 300}` })),
    s.h.clock.now,
  )
  await storeMany(s, LIMIT - 1, (i) => `username=*a*&-serialNumber=${i}&allowWildcards=true`)
  // Asked together: the second list waits for the first, so it holds the search saved meanwhile.
  const [first, second, saved] = await Promise.all([list(), list(), save('saved meanwhile')])
  t.equal(saved.statusCode, 200)
  t.equal((first.json() as SavedSearch[]).length, LIMIT - 1, 'the first list as it stood')
  const secondList = second.json() as SavedSearch[]
  t.equal(secondList.length, LIMIT, 'the second list counted after the first, with the new search')
  t.equal(secondList[0]?.reference, 'saved meanwhile')
})
