// The values of the search language: quoted strings, free-text terms, hash forms and the location boxes.

import t from 'tap'
import { freeTextTerms, unquoted } from '../../../../../server/api/search/text-values.js'
import { formatPhotoDnaHash, parsePhotoDnaHash } from '../../../../../server/api/search/photodna-hash.js'
import { boxesAround, distanceMetres } from '../../../../../server/api/search/geo.js'

t.test('a value in double quotes means the text inside them', async (t) => {
  t.equal(unquoted('"John Smith"'), 'John Smith')
  t.equal(unquoted('"'), '"')
})

t.test('free text: words and phrases, prefixes only with wildcards, each term once', async (t) => {
  t.same(freeTextTerms('canon "john smith" nik*', true), [
    { text: 'canon', prefix: false },
    { text: 'john smith', prefix: false },
    { text: 'nik', prefix: true },
  ])
  t.same(freeTextTerms('nik*', false), [{ text: 'nik', prefix: false }])
  t.same(freeTextTerms('say "hi', false), [{ text: 'say', prefix: false }, { text: '"hi', prefix: false }])
  t.same(freeTextTerms('@@ ""', false), [])
  t.same(freeTextTerms('canon canon "eos r" "eos r" nik* nik* "canon"', true).map((term) => term.text), ['canon', 'eos r', 'nik'])
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
