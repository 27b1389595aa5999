// Several tables' state in one query string, each under its own prefix (spec-3 §5), read and written by the
// table kit as for a table alone.

import t from 'tap'
import { readTableQuery, writeTableQuery } from '../../../../../shared/ui/table/tableQuery.js'
import { tableParamsOf, withTableParams } from '../../../../../shared/ui/table/prefixedTableQuery.js'
import { SUMMARY_TABLES } from '../../../../../entries/admin/usage/summaryColumns.js'

t.test('a table reads only its own prefixed parameters', async (t) => {
  const params = new URLSearchParams('currentUsersOnly=true&weekly.page=2&monthly.sorted=month.asc&users.filtered=email.ann&page=9')
  t.equal(tableParamsOf(params, 'weekly').toString(), 'page=2')
  t.equal(tableParamsOf(params, 'users').toString(), 'filtered=email.ann')
  const users = readTableQuery(tableParamsOf(params, 'users'), SUMMARY_TABLES.userActivity)
  t.same(users.filtered, [{ id: 'email', value: 'ann' }])
  t.same(users.sorted, [{ id: 'numberOfInteractions', desc: true }], 'its default order')
})

t.test('writing a table replaces its parameters and keeps every other', async (t) => {
  const params = new URLSearchParams('currentUsersOnly=true&weekly.page=2&users.filtered=email.ann')
  const query = { ...readTableQuery(new URLSearchParams(), SUMMARY_TABLES.weekly), page: 3, resultSize: 50 }
  const written = withTableParams(params, 'weekly', writeTableQuery(new URLSearchParams(), query, SUMMARY_TABLES.weekly))
  t.equal(written.toString(), 'currentUsersOnly=true&users.filtered=email.ann&weekly.page=3&weekly.resultSize=50')
  const back = withTableParams(written, 'weekly', new URLSearchParams())
  t.equal(back.toString(), 'currentUsersOnly=true&users.filtered=email.ann', 'back to the defaults')
})
