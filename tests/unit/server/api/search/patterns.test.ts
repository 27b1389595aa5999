// Wildcard and free-text patterns, hash forms and the location boxes of the search service.

import t from 'tap'
import {
  freeTextQuery, freeTextTerms, globPattern, likePattern, longestLiteralRun, TRIGRAM_PATTERN_MAX, trigramPattern, unquoted,
} from '../../../../../server/api/search/patterns.js'
import { formatPhotoDnaHash, parsePhotoDnaHash } from '../../../../../server/api/search/photodna-hash.js'
import { boxesAround, distanceMetres } from '../../../../../server/api/search/geo.js'

t.test('wildcards become LIKE and GLOB patterns; other specials stay literal', async (t) => {
  t.equal(likePattern('*50%_off\\*'), '%50\\%\\_off\\\\%')
  t.equal(globPattern('*a[b]?*'), '*a[[]b[]][?]*')
  t.equal(longestLiteralRun('*ab*cdef*'), 4)
  t.equal(unquoted('"John Smith"'), 'John Smith')
  t.equal(unquoted('"'), '"')
})

t.test('free text: words and phrases all required, prefixes only with wildcards', async (t) => {
  t.equal(freeTextQuery('canon "john smith" nik*', true), '"canon" AND "john smith" AND "nik"*')
  t.equal(freeTextQuery('nik*', false), '"nik"')
  t.equal(freeTextQuery('say "hi', false), '"say" AND """hi"')
  t.equal(freeTextQuery('@@ ""', false), null)
})

t.test('a PhotoDNA hash reads as numbers, hex or base64 and writes as base64', async (t) => {
  const bytes = Uint8Array.from({ length: 144 }, (_, i) => (i * 37) % 256)
  const text = formatPhotoDnaHash(bytes)
  t.equal(text, Buffer.from(bytes).toString('base64'))
  t.same(parsePhotoDnaHash(text), bytes)
  t.same(parsePhotoDnaHash(Array.from(bytes).join(',')), bytes)
  t.same(parsePhotoDnaHash(Buffer.from(bytes).toString('hex')), bytes)
  t.same(parsePhotoDnaHash(Buffer.from(bytes).toString('base64')), bytes)
  t.same(parsePhotoDnaHash(Buffer.from(bytes).toString('base64url')), bytes)
  t.equal(parsePhotoDnaHash('1,2'), null)
  t.equal(parsePhotoDnaHash(Buffer.alloc(143).toString('base64')), null)
})

t.test('the boxes around a circle cover it, split at the antimeridian, and widen to a band at a pole', async (t) => {
  t.ok(Math.abs(distanceMetres(51.5074, -0.1278, 48.8566, 2.3522) - 343_900) < 1000, 'London to Paris')
  const [box] = boxesAround(0, 0, 111_195)
  t.ok(box && Math.abs(box.maxLat - 1) < 0.001 && Math.abs(box.maxLon - 1) < 0.001)
  const split = boxesAround(0, 179.9, 50_000)
  t.equal(split.length, 2)
  t.equal(split[0]?.maxLon, 180)
  t.equal(split[1]?.minLon, -180)
  t.same(boxesAround(89.9, 0, 50_000).map((b) => [b.minLon, b.maxLon]), [[-180, 180]])
})

t.test('the trigram candidates pattern needs no escape and covers the exact match', async (t) => {
  t.equal(trigramPattern('*abc*', true), '%abc%')
  t.equal(trigramPattern('ab*cd', true), 'ab%cd')
  t.equal(trigramPattern('beach', false), '%beach%')
  t.equal(trigramPattern('*max_wild*', true), '%max%wild%', 'a literal _ must not break the runs')
  t.equal(longestLiteralRun('*ax_w*'), 2)
})

t.test('a long value narrows by the start of its longest literal run alone', async (t) => {
  t.equal(TRIGRAM_PATTERN_MAX, 32)
  const exactly = `*${'a'.repeat(30)}*`
  t.equal(trigramPattern(exactly, true), `%${'a'.repeat(30)}%`, 'a pattern within the limit is kept whole')
  t.equal(trigramPattern(`*ab*${'c'.repeat(100)}*de*`, true), `%${'c'.repeat(30)}%`)
  t.equal(trigramPattern('x'.repeat(2000), false), `%${'x'.repeat(30)}%`)
  t.equal(trigramPattern(`*${'😀'.repeat(40)}*`, true), `%${'😀'.repeat(30)}%`, 'cut between characters, never inside one')
})

t.test('a free-text word or phrase given twice is looked up once', async (t) => {
  t.same(freeTextTerms('canon canon "eos r" "eos r" nik* nik*', true), ['"canon"', '"eos r"', '"nik"*'])
  t.equal(freeTextQuery('a a a', false), '"a"')
})
