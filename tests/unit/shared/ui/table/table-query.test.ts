// A table's state in the query string (spec-1 §9, spec-2 §2, spec-3 §5): page, resultSize, sorted,
// filtered and expanded read and written back, defaults left out, the area's own parameters untouched,
// and the changes a user makes.

import t from 'tap'
import type { TableColumn } from '../../../../../shared/ui/table/tableColumn.js'
import { BIGSEARCH_SIGHTINGS_PAGING, STANDARD_PAGING } from '../../../../../shared/ui/table/tablePaging.js'
import { expandedToggled, filteredBy, readTableQuery, sizedTo, sortedBy, writeTableQuery, type TableSpec } from '../../../../../shared/ui/table/tableQuery.js'
import { tableControls } from '../../../../../shared/ui/table/useTableQuery.js'

interface Entry {
  timestamp: string
  user: string
  action: string
}

const columns: TableColumn<Entry>[] = [
  { id: 'timestamp', label: 'Timestamp', cell: (e) => e.timestamp, sortValue: (e) => e.timestamp },
  { id: 'user', label: 'User', cell: (e) => e.user, sortValue: (e) => e.user, filterText: (e) => e.user },
  { id: 'action', label: 'Action', cell: (e) => e.action },
]
// spec-3 §2: the audit table starts newest first.
const spec: TableSpec = { paging: STANDARD_PAGING, columns, defaultSort: [{ id: 'timestamp', desc: true }] }
const read = (query: string, tableSpec = spec) => readTableQuery(new URLSearchParams(query), tableSpec)

t.test('a bare address is the first page at the default size, in the default order, unfiltered', async (t) => {
  t.same(read(''), { page: 1, resultSize: 25, sorted: [{ id: 'timestamp', desc: true }], filtered: [], expanded: [] })
  t.same(read('', { paging: BIGSEARCH_SIGHTINGS_PAGING, columns }), { page: 0, resultSize: 100, sorted: [], filtered: [], expanded: [] })
})

t.test('the five parameters are read back as written', async (t) => {
  const query = { page: 3, resultSize: 50, sorted: [{ id: 'user', desc: false }], filtered: [{ id: 'user', value: 'Ann.B' }], expanded: ['17', 'a b'] }
  const written = writeTableQuery(new URLSearchParams(), query, spec)
  t.equal(written.toString(), 'page=3&resultSize=50&sorted=user.asc&filtered=user.Ann.B&expanded=17&expanded=a+b')
  t.same(read(written.toString()), query)
})

t.test('defaults are left out of the address', async (t) => {
  t.equal(writeTableQuery(new URLSearchParams(), read(''), spec).toString(), '')
  const bigsearch = { paging: BIGSEARCH_SIGHTINGS_PAGING, columns }
  t.equal(writeTableQuery(new URLSearchParams(), { ...read('', bigsearch), page: 0 }, bigsearch).toString(), '', 'page 0 is the first page there')
  t.equal(writeTableQuery(new URLSearchParams(), { ...read('', bigsearch), page: 1 }, bigsearch).toString(), 'page=1')
})

t.test("the area's own parameters stay as they are", async (t) => {
  const params = new URLSearchParams('licence=7&page=2&from=2024-01-01')
  t.equal(writeTableQuery(params, { ...read(''), page: 4 }, spec).toString(), 'licence=7&from=2024-01-01&page=4')
  t.equal(params.toString(), 'licence=7&page=2&from=2024-01-01', 'the given parameters are not changed')
})

t.test('what the table cannot do is dropped on reading', async (t) => {
  const query = read('sorted=action.asc&sorted=user.sideways&filtered=action.x&filtered=nodot&filtered=user.&resultSize=30')
  t.same(query.sorted, [], 'Action does not sort, and sideways is no direction: the order named is none')
  t.same(query.filtered, [], 'Action has no filter; a filter needs a column and text')
  t.equal(query.resultSize, 25)
  t.same(read('sorted=user.desc&sorted=user.asc').sorted, [{ id: 'user', desc: true }], 'a column sorts one way')
})

t.test('a header press sorts by that column ascending, then the other way, from the first page', async (t) => {
  const start = { ...read(''), page: 4 }
  const once = sortedBy(start, 'user', spec)
  t.same(once.sorted, [{ id: 'user', desc: false }])
  t.equal(once.page, 1)
  t.same(sortedBy(once, 'user', spec).sorted, [{ id: 'user', desc: true }])
  t.same(sortedBy(start, 'timestamp', spec).sorted, [{ id: 'timestamp', desc: false }], 'the default newest first turns to oldest first')
})

t.test('a filter change starts again at the first page; an emptied filter goes', async (t) => {
  const filtered = filteredBy({ ...read(''), page: 3 }, 'user', 'an', spec)
  t.same(filtered.filtered, [{ id: 'user', value: 'an' }])
  t.equal(filtered.page, 1)
  t.same(filteredBy(filtered, 'user', 'ann', spec).filtered, [{ id: 'user', value: 'ann' }])
  t.same(filteredBy(filtered, 'user', '', spec).filtered, [])
})

t.test('a new page size starts again at the first page; a row opens and closes', async (t) => {
  t.same(sizedTo({ ...read(''), page: 5 }, 100, spec), { ...read(''), page: 1, resultSize: 100 })
  const opened = expandedToggled(read(''), '17')
  t.same(opened.expanded, ['17'])
  t.same(expandedToggled(opened, '17').expanded, [])
})

t.test('typing in a filter replaces the address; sorting, paging and opening add a step to Back', async (t) => {
  const commits: [string, boolean][] = []
  const controls = tableControls(read(''), spec, (next, replace) => commits.push([writeTableQuery(new URLSearchParams(), next, spec).toString(), replace]))
  controls.filterBy('user', 'a')
  controls.sortBy('user')
  controls.goToPage(2)
  controls.toggleExpanded('9')
  controls.sizeTo(200)
  t.same(commits, [
    ['filtered=user.a', true],
    ['sorted=user.asc', false],
    ['page=2', false],
    ['expanded=9', false],
    ['resultSize=200', false],
  ])
})
