// The rows a browser-held table shows: text filters match the start of a column's text whatever the case
// (spec-1 §9, spec-3 §5), the sort puts rows in the order asked, empty values last, and a page of them shows.

import t from 'tap'
import type { TableColumn } from '../../../../../shared/ui/table/tableColumn.js'
import { filterRows, matchesPrefix, sortRows, tablePage } from '../../../../../shared/ui/table/tableRows.js'
import { BIGSEARCH_SIGHTINGS_PAGING, STANDARD_PAGING } from '../../../../../shared/ui/table/tablePaging.js'

interface School {
  name: string
  postcode: string | null
  logos: number
}

const columns: TableColumn<School>[] = [
  { id: 'name', label: 'Name', cell: (s) => s.name, sortValue: (s) => s.name, filterText: (s) => s.name },
  { id: 'postcode', label: 'Postcode', cell: (s) => s.postcode, sortValue: (s) => s.postcode, filterText: (s) => s.postcode ?? '' },
  { id: 'logos', label: 'Logos', cell: (s) => s.logos, sortValue: (s) => s.logos },
]
const schools: School[] = [
  { name: 'St Anne’s Primary', postcode: 'SW1A 1AA', logos: 10 },
  { name: 'Annfield Academy', postcode: null, logos: 2 },
  { name: 'Holy Trinity', postcode: 'sw9 2BB', logos: 0 },
  { name: 'annex school', postcode: 'N1 9GU', logos: 2 },
]
const names = (rows: School[]) => rows.map((s) => s.name)

t.test('a text filter matches the start of the text, whatever the case', async (t) => {
  t.ok(matchesPrefix('Annfield Academy', 'ann'))
  t.ok(matchesPrefix('annex school', 'ANNEX'))
  t.notOk(matchesPrefix('St Anne’s Primary', 'anne'), 'a match inside the text is not a prefix match')
  t.ok(matchesPrefix('anything', ''), 'no text lets every row through')
  t.same(names(filterRows(schools, columns, [{ id: 'name', value: 'aNN' }])), ['Annfield Academy', 'annex school'])
})

t.test('every filter must match; a column without a filter is not used', async (t) => {
  t.same(names(filterRows(schools, columns, [{ id: 'name', value: 'ann' }, { id: 'postcode', value: 'n1' }])), ['annex school'])
  t.same(names(filterRows(schools, columns, [{ id: 'postcode', value: 'SW' }])), ['St Anne’s Primary', 'Holy Trinity'])
  t.same(names(filterRows(schools, columns, [{ id: 'logos', value: '1' }])), names(schools), 'Logos has no filter text')
})

t.test('rows sort by the column asked, either way, case aside and numbers by size', async (t) => {
  t.same(names(sortRows(schools, columns, [{ id: 'name', desc: false }])), ['annex school', 'Annfield Academy', 'Holy Trinity', 'St Anne’s Primary'])
  t.same(names(sortRows(schools, columns, [{ id: 'name', desc: true }])), ['St Anne’s Primary', 'Holy Trinity', 'Annfield Academy', 'annex school'])
  t.same(sortRows(schools, columns, [{ id: 'logos', desc: false }]).map((s) => s.logos), [0, 2, 2, 10], '10 after 2')
})

t.test('equal rows keep their order, a second rule breaks ties, and empty values go last either way', async (t) => {
  t.same(names(sortRows(schools, columns, [{ id: 'logos', desc: true }])), ['St Anne’s Primary', 'Annfield Academy', 'annex school', 'Holy Trinity'])
  t.same(names(sortRows(schools, columns, [{ id: 'logos', desc: true }, { id: 'name', desc: false }])), ['St Anne’s Primary', 'annex school', 'Annfield Academy', 'Holy Trinity'])
  t.equal(sortRows(schools, columns, [{ id: 'postcode', desc: false }]).at(-1)!.name, 'Annfield Academy')
  t.equal(sortRows(schools, columns, [{ id: 'postcode', desc: true }]).at(-1)!.name, 'Annfield Academy')
})

t.test('a browser-held table shows one page of its filtered, sorted rows, within the pages there are', async (t) => {
  const many: School[] = Array.from({ length: 30 }, (_, i) => ({ name: `${i % 2 ? 'Ann' : 'Bob'} ${String(i).padStart(2, '0')}`, postcode: null, logos: i }))
  const query = { page: 2, resultSize: 10, sorted: [{ id: 'logos', desc: true }], filtered: [{ id: 'name', value: 'ann' }], expanded: [] }
  const shown = tablePage(many, columns, query, STANDARD_PAGING)
  t.equal(shown.matched, 15)
  t.equal(shown.last, 2)
  t.same(shown.rows.map((s) => s.logos), [9, 7, 5, 3, 1])
  t.equal(tablePage(many, columns, { ...query, page: 9 }, STANDARD_PAGING).page, 2, 'a page past the last shows the last')
  t.same(tablePage(many, columns, { ...query, page: 0 }, BIGSEARCH_SIGHTINGS_PAGING).rows.map((s) => s.logos), [29, 27, 25, 23, 21, 19, 17, 15, 13, 11], 'page 0 is the first of a 0-based table')
})
