// The table kit as a screen reader and a keyboard meet it: a real table whose column headers have scope,
// sort buttons and filter boxes named by their column, openers named by their row, a paginator naming its
// pages as people count them, and a table error that offers Try Again or Dismiss and goes after 10 s.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { DataTable, firstRows } from '../../../../../shared/ui/table/DataTable.js'
import { FIRST_DRAW_ROWS } from '../../../../../shared/ui/table/useRowsToDraw.js'
import { QueryTable } from '../../../../../shared/ui/table/QueryTable.js'
import { FLEXIBLE_COLUMN_ROOM, fixedLayoutMinWidth, type TableColumn } from '../../../../../shared/ui/table/tableColumn.js'
import { TablePaginator } from '../../../../../shared/ui/table/TablePaginator.js'
import { createTableError, TABLE_ERROR_MS, TableErrorNotice } from '../../../../../shared/ui/table/TableErrorNotice.js'
import { readTableQuery, type TableSpec } from '../../../../../shared/ui/table/tableQuery.js'
import { tableControls } from '../../../../../shared/ui/table/useTableQuery.js'
import { BIGSEARCH_SIGHTINGS_PAGING, STANDARD_PAGING } from '../../../../../shared/ui/table/tablePaging.js'
import { fakeTimers } from '../../fakeTimers.js'

interface Trial {
  code: string
  type: string
  users: number
}

const columns: TableColumn<Trial>[] = [
  { id: 'code', label: 'Code', cell: (r) => r.code, sortValue: (r) => r.code, filterText: (r) => r.code, rowHeader: true },
  { id: 'type', label: 'Type', cell: (r) => r.type, filterText: (r) => r.type },
  { id: 'users', label: 'Users', width: 80, cell: (r) => r.users, sortValue: (r) => r.users },
]
const spec: TableSpec = { paging: STANDARD_PAGING, columns }
const rows: Trial[] = [
  { code: 'SPRING', type: 'AMPED', users: 3 },
  { code: 'POLICE24', type: 'VICTIM_ID', users: 0 },
]
const noop = () => {}
const controlsFor = (query: string) => tableControls(readTableQuery(new URLSearchParams(query), spec), spec, noop)

t.test('without controls the headers are plain column headers with scope', async (t) => {
  const html = renderToStaticMarkup(<DataTable label="User trials" columns={columns} rows={rows} rowKey={(r) => r.code} />)
  t.match(html, /^<div[^>]*><table aria-label="User trials"/)
  t.same([...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]), ['Code', 'Type', 'Users'])
  t.notMatch(html, /<button|<input/)
  t.same([...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]), ['SPRING', 'POLICE24'], 'the code names its row')
})

t.test('a captioned table shows its name as the caption', async (t) => {
  const html = renderToStaticMarkup(<DataTable label="User trials" captioned columns={columns} rows={rows} rowKey={(r) => r.code} />)
  t.match(html, /<table[^>]*><caption>User trials<\/caption>/)
  t.notMatch(html, /aria-label="User trials"/)
})

t.test('sortable headers are buttons named by the column; the sorted one says which way', async (t) => {
  const html = renderToStaticMarkup(<QueryTable label="User trials" columns={columns} rows={rows} rowKey={(r) => r.code} controls={controlsFor('sorted=users.desc')} />)
  t.match(html, /<th scope="col"><button type="button"[^>]*>Code<span aria-hidden="true"><\/span><\/button><\/th>/)
  t.match(html, /<th scope="col" aria-sort="descending"><button type="button"[^>]*>Users<span aria-hidden="true"> ▼<\/span><\/button><\/th>/)
  t.match(html, /<th scope="col">Type<\/th>/, 'a column without a sort value has no button')
})

t.test('filterable columns have a search box named by the column, holding the filter from the URL', async (t) => {
  const html = renderToStaticMarkup(<QueryTable label="User trials" columns={columns} rows={rows} rowKey={(r) => r.code} controls={controlsFor('filtered=type.vic')} />)
  const boxes = [...html.matchAll(/<input type="search"[^>]*aria-label="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]])
  t.same(boxes, [
    ['Filter Code', ''],
    ['Filter Type', 'vic'],
  ])
})

t.test('rows that open have an opener named by the row, and show their details when open', async (t) => {
  const html = renderToStaticMarkup(
    <QueryTable
      label="User trials"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.code}
      controls={controlsFor('expanded=POLICE24')}
      expansion={{ name: (r) => r.code, render: (r) => <p>Users of {r.code}</p> }}
    />,
  )
  t.match(html, /<button type="button"[^>]*aria-expanded="false" aria-label="Details of SPRING"/)
  t.match(html, /<button type="button"[^>]*aria-expanded="true" aria-label="Details of POLICE24"/)
  t.match(html, /<tr><td colSpan="4"><p>Users of POLICE24<\/p><\/td><\/tr>/)
  t.notMatch(html, /Users of SPRING/)
})

t.test('a table with no rows says so in its body', async (t) => {
  const html = renderToStaticMarkup(<DataTable label="User trials" columns={columns} rows={[]} rowKey={(r) => r.code} empty="There are no user trials at the moment." />)
  t.match(html, /<tbody><tr><td colSpan="3">There are no user trials at the moment\.<\/td><\/tr><\/tbody>/)
})

t.test('a table with fixed widths keeps room for the columns that size themselves', async (t) => {
  t.equal(fixedLayoutMinWidth(columns), 80 + 2 * FLEXIBLE_COLUMN_ROOM)
  const html = renderToStaticMarkup(<DataTable label="User trials" columns={columns} rows={rows} rowKey={(r) => r.code} />)
  t.match(html, /<colgroup><col\/><col\/><col style="width:80px"\/><\/colgroup>/)
})

t.test('a first draw holds the first rows a screen shows, under their group headings', async (t) => {
  const many: Trial[] = Array.from({ length: 25 }, (_, i) => ({ code: `T${i}`, type: 'AMPED', users: i }))
  const first = renderToStaticMarkup(<DataTable label="User trials" columns={columns} rows={many} rowKey={(r) => r.code} />)
  t.same([...first.matchAll(/<th scope="row">(T\d+)<\/th>/g)].map((m) => m[1]), many.slice(0, FIRST_DRAW_ROWS).map((r) => r.code), 'a first draw (as a server draws) holds the first rows')
  const few = renderToStaticMarkup(<DataTable label="User trials" columns={columns} rows={rows} rowKey={(r) => r.code} />)
  t.equal([...few.matchAll(/<th scope="row">/g)].length, 2, 'a table that fits is drawn whole')

  const groups = [
    { key: 'a', heading: 'A', rows: many.slice(0, 5) },
    { key: 'b', heading: 'B', rows: many.slice(5, 10) },
    { key: 'c', heading: 'C', rows: many.slice(10, 12) },
  ]
  const cut = firstRows(groups, 7)
  t.same(cut.map((g) => [g.key, g.rows.map((r) => r.code)]), [['a', ['T0', 'T1', 'T2', 'T3', 'T4']], ['b', ['T5', 'T6']]], 'cut inside a group; the groups after it are left out')
  t.equal(cut[0], groups[0], 'a group kept whole is the same group')
})

t.test('the paginator of a 0-based table names its pages from 1', async (t) => {
  const html = renderToStaticMarkup(<TablePaginator page={0} last={3} onPage={noop} paging={BIGSEARCH_SIGHTINGS_PAGING} label="Images pages" />)
  t.match(html, /<nav[^>]*aria-label="Images pages"/)
  t.match(html, /<button[^>]*disabled=""[^>]*>Previous<\/button>/)
  t.same([...html.matchAll(/aria-label="(Page \d+)"( aria-current="page")?/g)].map((m) => m[1] + (m[2] ? ' current' : '')), ['Page 1 current', 'Page 2', 'Page 3', 'Page 4'])
  t.equal(renderToStaticMarkup(<TablePaginator page={0} last={0} onPage={noop} paging={BIGSEARCH_SIGHTINGS_PAGING} />), '', 'one page needs no paginator')
})

t.test("a table's error is an alert offering Try Again and Dismiss, and clears itself after 10 seconds", async (t) => {
  const timers = fakeTimers()
  const error = createTableError(timers)
  t.equal(renderToStaticMarkup(<TableErrorNotice error={error} onTryAgain={noop} />), '')
  error.show('Permission Denied.')
  const html = renderToStaticMarkup(<TableErrorNotice error={error} onTryAgain={noop} />)
  t.match(html, /role="alert"[^>]*><div[^>]*><span>Permission Denied\.<\/span><\/div><button type="button"[^>]*>Try Again<\/button><button type="button"[^>]*>Dismiss<\/button><\/div>/)
  t.same([...timers.pending.values()].map((p) => p.ms), [TABLE_ERROR_MS])
  t.equal(TABLE_ERROR_MS, 10_000)
  timers.runAll()
  t.equal(error.text.value, null)
})
