// A list the service pages, as its address and the reply's total give it: the table's page, size and sort and
// the list's filters read from the address, the page asked for never below the first, the last page from the
// total (no further than the rows the service pages through), and a new search from the first page.

import t from 'tap'
import { UrlType } from '../../../../../shared/state/urlState.js'
import { lastListPage, readServerList, withListFilters, type ServerListSpec } from '../../../../../shared/ui/table/serverPagedList.js'
import { BIGSEARCH_SIGHTINGS_PAGING, STANDARD_PAGING } from '../../../../../shared/ui/table/tablePaging.js'
import type { TableColumn } from '../../../../../shared/ui/table/tableColumn.js'

interface Row {
  name: string
}

const columns: TableColumn<Row>[] = [{ id: 'name', label: 'Name', cell: (r) => r.name, sortValue: (r) => r.name }]
const Filters = UrlType.Object({ email: UrlType.String({ default: '' }), kind: UrlType.Enum(['all', 'failed'], { default: 'all' }) })
const list: ServerListSpec<typeof Filters> = { paging: STANDARD_PAGING, columns: columns as TableColumn<never>[], filters: Filters, pageableCap: 1000 }

const read = (query: string, total: number | null) => readServerList(new URLSearchParams(query), list, total)

t.test('the address gives the page, its size, the sort and the filters', async (t) => {
  const view = read('email=a%40b.example&kind=failed&page=3&resultSize=50&sorted=name.desc', 500)
  t.same(view.filters, { email: 'a@b.example', kind: 'failed' })
  t.same([view.page, view.resultSize, view.last], [3, 50, 10])
  t.same(view.query.sorted, [{ id: 'name', desc: true }])
})

t.test('an empty address is the first page of the default size, unfiltered; the last page waits for a reply', async (t) => {
  const view = read('', null)
  t.same(view.filters, { email: '', kind: 'all' })
  t.same([view.page, view.resultSize, view.last], [1, 25, null])
})

t.test('a page below the first is asked for as the first; one past the last is asked for as written', async (t) => {
  t.equal(read('page=-4', null).page, 1)
  t.equal(read('page=0', 10).query.page, 0, 'the address keeps it, for the correction to replace')
  t.equal(read('page=99', 10).page, 99)
  t.equal(readServerList(new URLSearchParams('page=-1'), { paging: BIGSEARCH_SIGHTINGS_PAGING, columns: [] }, null).page, 0, 'a list paged from 0')
})

t.test('the last page comes from the total, no further than the rows the service pages through', async (t) => {
  t.equal(lastListPage(0, 25, list), 1, 'an empty list still has its first page')
  t.equal(lastListPage(51, 25, list), 3)
  t.equal(lastListPage(5000, 25, list), 40, 'a total past the cap pages to the cap')
  t.equal(lastListPage(5000, 25, { paging: STANDARD_PAGING, columns: [] }), 200, 'no cap')
})

t.test('a new search writes its filters over the old, from the first page, keeping the size and sort', async (t) => {
  const params = new URLSearchParams('email=old%40b.example&kind=failed&page=4&resultSize=100&sorted=name.asc')
  t.equal(withListFilters(params, list, { email: 'new@b.example' }).toString(), 'resultSize=100&sorted=name.asc&email=new%40b.example')
  t.equal(withListFilters(new URLSearchParams('page=2'), { paging: STANDARD_PAGING, columns: [] }, {}).toString(), '', 'a list without filters')
})
