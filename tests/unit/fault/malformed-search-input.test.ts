// Fault: malformed search input answered 500 instead of 400. Filter names that every JavaScript object
// answers to (`constructor`, `__proto__`), a NUL in a free-text value, a thousand repeated filters and a
// saved search of such a query each broke the service; every one must be refused with success false and a
// message that names the part at fault, and no generated query may ever earn a 5xx.

import t, { type Test } from 'tap'
import { INVESTIGATOR, searchSetup } from '../server/api/search/sightings-fixture.js'
import { insertSavedSearch } from '../../../server/api/store/saved-searches.js'
import { findUserByEmail, type UserRecord } from '../../../server/api/store/users.js'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { generatedQuery, PROTOTYPE_NAMES, seededRandom } from './search-query-fuzz.js'

const q = (query: string) => `/v1/sightings?${query}`

interface Reply {
  statusCode: number
  json(): unknown
}

/** A refusal in the spec-1 §7 shape: 400, success false and the message. */
function refused(t: Test, res: Reply, message: string | RegExp, label: string) {
  t.equal(res.statusCode, 400, `${label}: 400`)
  const body = res.json() as { success?: unknown; error?: unknown }
  t.equal(body.success, false, `${label}: success false`)
  if (typeof message === 'string') t.equal(body.error, message, label)
  else t.match(body.error, message, label)
}

t.test('filter names every object answers to are no filters, wherever a name is read', async (t) => {
  const { get } = await searchSetup(t)
  for (const name of PROTOTYPE_NAMES) {
    const encoded = encodeURIComponent(name)
    refused(t, await get(q(`${encoded}=x`)), `The filter ${name} is not valid: there is no such filter.`, name)
    refused(t, await get(q(`-${encoded}=x`)), `The filter ${name} is not valid: there is no such filter.`, `-${name}`)
    refused(t, await get(q(`${encodeURIComponent(name.toUpperCase())}=x`)), /there is no such filter/, `${name} in capitals`)
    refused(t, await get(q(`exists=${encoded}`)), `The filter exists is not valid: there is no field ${name}.`, `exists=${name}`)
  }
  // The size units are looked up by name too.
  refused(t, await get(q('filesize=1+constructor')), /^The filter filesize is not valid: "1 constructor" is not a size/, 'a unit named constructor')
})

t.test('a control character in a value is refused naming the filter; tabs and line breaks are kept', async (t) => {
  const { get } = await searchSetup(t)
  refused(t, await get(q('all=Canon%00')), 'The filter all is not valid: its value holds a control character.', 'NUL in all')
  refused(t, await get(q('make=Canon%00')), 'The filter make is not valid: its value holds a control character.', 'NUL in make')
  refused(t, await get(q('-model=%1B%5B2J')), 'The filter model is not valid: its value holds a control character.', 'escape in -model')
  refused(t, await get(q('artist=John%7FSmith')), /^The filter artist is not valid: its value holds a control character/, 'DEL')
  for (const kept of ['all=canon%09nikon', 'copyrightNotice=line%0Aline', 'make=Canon%0D%0A']) {
    const res = await get(q(kept))
    t.equal(res.statusCode, 200, kept)
  }
})

t.test('more than 100 filters are refused with their count; 100 are searched', async (t) => {
  const { get } = await searchSetup(t)
  const repeated = (n: number, filter: string) => Array.from({ length: n }, () => filter).join('&')
  refused(t, await get(q(repeated(1000, 'make=Canon'))), 'Too many filters (1,000); at most 100.', '1,000 repeated filters')
  refused(t, await get(q(repeated(101, '-model=x'))), 'Too many filters (101); at most 100.', '101 filters')
  // Parameters of the search state are not filters.
  const hundred = await get(q(`${repeated(100, 'make=Canon')}&page=1&resultSize=25&allowWildcards=true&groupBy=camera`))
  t.equal(hundred.statusCode, 200, '100 filters and the search state')
  t.equal((hundred.json() as { totalResults: number }).totalResults, 3)
  const distinct = Array.from({ length: 100 }, (_, i) => `-model=*x${i}*`).join('&')
  t.equal((await get(q(`${distinct}&allowWildcards=true`))).statusCode, 200, '100 different filters')
})

t.test('what one search may cost is bounded, and each refusal names the filter', async (t) => {
  const { get } = await searchSetup(t)
  t.equal((await get(q(`make=${'a'.repeat(2000)}`))).statusCode, 200, 'a value of 2,000 characters')
  refused(t, await get(q(`make=${'a'.repeat(2001)}`)), 'The filter make is not valid: its value is longer than 2,000 characters.', '2,001')
  const words = (n: number, letter = 'w') => Array.from({ length: n }, (_, i) => `${letter}${i}`).join('+')
  t.equal((await get(q(`all=${words(32)}`))).statusCode, 200, '32 words')
  refused(t, await get(q(`all=${words(33)}`)), 'The filter all is not valid: the search has more than 32 words to search for in all.', '33 words')
  refused(t, await get(q(`all=${words(20)}&-all=${words(13, 'v')}`)), /^The filter all is not valid: the search has more than 32 words/, 'across filters')
  const backwards = Array.from({ length: 32 }, (_, i) => `w${31 - i}`).join('+')
  t.equal((await get(q(`all=${words(32)}&all=${backwards}&all=w1+w1+w1`))).statusCode, 200, 'a word given again counts once')
  const circles = (n: number) => Array.from({ length: n }, (_, i) => `location=0:${i}:20000:Kilometers`).join('&')
  t.equal((await get(q(circles(5)))).statusCode, 200, '5 location filters')
  refused(t, await get(q(circles(6))), 'The filter location is not valid: a search can have at most 5 location filters.', '6')
})

t.test('a saved search of a malformed query is refused, and one stored before still lists', async (t) => {
  const { h, browser } = await searchSetup(t)
  const save = (reference: string, queryString: string) =>
    browser.call({ method: 'POST', url: '/v1/searches', payload: { reference, queryString } }, INVESTIGATOR)
  refused(t, await save('proto', 'constructor=x'), 'The filter constructor is not valid: there is no such filter.', 'constructor=x')
  refused(t, await save('nul', 'all=Canon%00'), 'The filter all is not valid: its value holds a control character.', 'NUL')
  refused(t, await save('many', Array.from({ length: 150 }, () => 'make=Canon').join('&')), 'Too many filters (150); at most 100.', '150')
  // Saved before these rules: the list shows it with no results, so the user can see and delete it.
  const user = (await findUserByEmail(h.store, INVESTIGATOR)) as UserRecord
  for (const [reference, queryString] of [['old proto', 'constructor=x'], ['old nul', 'all=Canon%00'], ['old many', Array.from({ length: 1000 }, () => 'make=Canon').join('&')]]) {
    await insertSavedSearch(h.store, { userId: user.id, reference: reference!, queryString: queryString! }, h.clock.now, 1000)
  }
  const list = await browser.call({ method: 'GET', url: '/v1/searches' }, INVESTIGATOR)
  t.equal(list.statusCode, 200)
  t.same((list.json() as SavedSearch[]).map((s) => [s.reference, s.totalResultCount]).sort(), [['old many', 0], ['old nul', 0], ['old proto', 0]])
})

t.test('thousands of generated queries: never a 5xx, every failure in the reply shape with a message', async (t) => {
  const { browser } = await searchSetup(t)
  const random = seededRandom(20260302)
  const seen = new Map<number, number>()
  const bad: string[] = []
  const check = (what: string, res: Reply) => {
    seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1)
    const body = res.json() as { success?: unknown; error?: unknown } | unknown[]
    const failed = res.statusCode >= 400
    const shaped = Array.isArray(body) ? !failed : failed ? body.success === false && typeof body.error === 'string' && body.error.trim() !== '' : body.success !== false
    if (res.statusCode >= 500 || !shaped) bad.push(`${res.statusCode} ${what.slice(0, 300)} → ${JSON.stringify(body).slice(0, 200)}`)
  }
  const QUERIES = 3000
  for (let i = 0; i < QUERIES; i++) {
    const query = generatedQuery(random)
    check(`GET ?${query}`, await browser.call({ method: 'GET', url: q(query) }, INVESTIGATOR))
    // One in ten is saved as well, under a reference that is new each time.
    if (i % 10 === 0) {
      const queryString = query.slice(0, 8000)
      check(`save ${queryString}`, await browser.call({ method: 'POST', url: '/v1/searches', payload: { reference: `fuzz ${i}`, queryString } }, INVESTIGATOR))
    }
  }
  check('GET /v1/searches', await browser.call({ method: 'GET', url: '/v1/searches' }, INVESTIGATOR))
  t.same(bad.slice(0, 10), [], `no 5xx and every reply in shape (${bad.length} bad)`)
  t.ok((seen.get(200) ?? 0) > QUERIES / 5, `many queries were searched (${JSON.stringify([...seen])})`)
  t.ok((seen.get(400) ?? 0) > QUERIES / 5, 'many were refused')
})
