// A wildcard on a column of distinct values (username, domain, source...) on PostgreSQL takes one of two forms by how
// many sightings its values hold (text-conditions.ts valuesCondition): the values joined to the column's sorted index
// when they are few, the pattern tested on each row when they fill the search page's count; SQLite joins at any count.
// The forms must find the same sightings; here each is forced on one corpus and their sightings compared.

import t from 'tap'
import { criterionOf } from '../../../../../../server/api/search/criteria.js'
import { criterionCondition } from '../../../../../../server/api/store/sightings/filter-sql.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import { TOTAL_COUNT_CAP } from '../../../../../../shared/api/types/sightings.js'
import type { Filter } from '../../../../../../shared/search/filters.js'
import { onEachEngine } from './engines.js'
import { demoSightings, sightingIdsWhere } from './sightings-given.js'

const DEMO = demoSightings(300)
const someUsername = DEMO.find((s) => s.username)!.username!
const someDomain = DEMO.find((s) => s.domain)!.domain!

const FILTERS: Filter[] = [
  { name: 'username', operator: 'is', value: `*${someUsername.slice(1, 5)}*` },
  { name: 'username', operator: 'is', value: `${someUsername.slice(0, 3).toUpperCase()}*` },
  { name: 'username', operator: 'is', value: `*${someUsername.slice(-4)}` },
  { name: 'domain', operator: 'is', value: `*${someDomain.slice(2, 6)}*` },
  { name: 'username', operator: 'is not', value: `*${someUsername.slice(1, 5)}*` },
]

onEachEngine(t, 'the joined and the row-tested form of a value wildcard find the same sightings', async (t, store) => {
  await writeSightings(store, [...DEMO, { imageId: 'case', url: 'https://a.example/case', username: someUsername.toUpperCase() }], Date.UTC(2024, 0, 1))
  for (const filter of FILTERS) {
    const criterion = criterionOf(filter, true)
    const formOf = (matches: number) => criterionCondition(criterion, () => 0, () => false, store.engine, () => matches)
    const [joined, rowTested] = [formOf(3), formOf(TOTAL_COUNT_CAP + 1)]
    t.match(joined.sql, /sighting_values/, `${filter.value}: few matches join the values`)
    if (store.engine === 'postgres') t.notMatch(rowTested.sql, /sighting_values/, `${filter.value}: many are tested on each row`)
    else t.equal(rowTested.sql, joined.sql, `${filter.value}: SQLite joins them at any count`)
    const found = await sightingIdsWhere(store, joined)
    t.ok(found.length > 0 && found.length < DEMO.length + 1, `${filter.operator} ${filter.value} finds ${found.length} of ${DEMO.length + 1}`)
    t.same(await sightingIdsWhere(store, rowTested), found, `${filter.operator} ${filter.value}: the same sightings either way`)
  }
})
