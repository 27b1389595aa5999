// Filter values in SQLite's pattern languages: LIKE, GLOB, the trigram table's candidates and FTS5 queries.

import t from 'tap'
import {
  freeTextQuery, globPattern, likePattern, longestLiteralRun, TRIGRAM_PATTERN_MAX, trigramPattern,
} from '../../../../../../server/api/store/sightings/patterns.js'
import { freeTextTerms } from '../../../../../../server/api/search/text-values.js'

const ftsQuery = (value: string, wildcards: boolean) => freeTextQuery(freeTextTerms(value, wildcards))

t.test('wildcards become LIKE and GLOB patterns; other specials stay literal', async (t) => {
  t.equal(likePattern('*50%_off\\*'), '%50\\%\\_off\\\\%')
  t.equal(globPattern('*a[b]?*'), '*a[[]b[]][?]*')
  t.equal(longestLiteralRun('*ab*cdef*'), 4)
})

t.test('free text: words and phrases all required, prefixes only with wildcards', async (t) => {
  t.equal(ftsQuery('canon "john smith" nik*', true), '"canon" AND "john smith" AND "nik"*')
  t.equal(ftsQuery('nik*', false), '"nik"')
  t.equal(ftsQuery('say "hi', false), '"say" AND """hi"')
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
  t.equal(ftsQuery('canon canon "eos r" "eos r" nik* nik*', true), '"canon" AND "eos r" AND "nik"*')
  t.equal(ftsQuery('a a a', false), '"a"')
})
