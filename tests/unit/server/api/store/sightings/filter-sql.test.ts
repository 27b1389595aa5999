// How criteria become SQL conditions: the choices that matter for speed at a million sightings.

import t from 'tap'
import type { Filter } from '../../../../../../shared/search/filters.js'
import { SEARCH_FIELDS } from '../../../../../../shared/search/fields.js'
import { criterionOf, hasOwnValue } from '../../../../../../server/api/search/criteria.js'
import { FIELD_COLUMNS } from '../../../../../../server/api/store/sightings/columns.js'
import { COMMON_FREE_TEXT, criterionCondition } from '../../../../../../server/api/store/sightings/filter-sql.js'

/** The condition of one filter read with wildcards allowed, where a free-text query matches `matches`. */
const condition = (filter: Filter, matches = 0) => criterionCondition(criterionOf(filter, true), () => matches)

t.test('a common free-text query is checked per sighting, a rare one drives the query', async (t) => {
  t.match(condition({ name: 'all', operator: 'mentions', value: 'canon' }, COMMON_FREE_TEXT + 1).sql, /^\+s\.id IN/)
  t.match(condition({ name: 'all', operator: 'mentions', value: 'ricoh' }, 3).sql, /^s\.id IN/)
})

t.test('wildcards look among the distinct values, through their trigram index with three literal characters', async (t) => {
  const long = condition({ name: 'username', operator: 'is', value: '*max_wild*' })
  t.match(long.sql, /^s\.username IN \(SELECT v\.value FROM sighting_values v WHERE v\.id IN \(SELECT rowid FROM sighting_values_trigram WHERE value LIKE \?\)/)
  t.same(long.params, ['%max%wild%', 'username', '%max\\_wild%'])
  const short = condition({ name: 'username', operator: 'is', value: '*ab*' })
  t.notMatch(short.sql, /trigram/)
  t.same(short.params, ['username', '%ab%'])
  const caseSensitive = condition({ name: 'barcode', operator: 'is', value: 'AbC*' })
  t.match(caseSensitive.sql, /v\.value GLOB \?/)
})

t.test('tags, kept joined in one column, use the row-level trigram table', async (t) => {
  const tag = condition({ name: 'tags', operator: 'is', value: 'beach' })
  t.match(tag.sql, /sightings_trigram WHERE tags LIKE \?/)
  t.same(tag.params[0], '%beach%')
})

t.test('negative filters keep sightings that lack the field', async (t) => {
  t.equal(condition({ name: 'make', operator: 'is not', value: 'Canon' }).sql, 'NOT coalesce((s.make = ?), 0)')
})

t.test('every field with a value of its own has a column, and no other field has one', async (t) => {
  t.same(Object.keys(FIELD_COLUMNS).sort(), SEARCH_FIELDS.filter(hasOwnValue).map((f) => f.name).sort())
})
