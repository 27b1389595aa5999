// GET /v1/licences/{id}/usage/report/{period}?currentUsersOnly=&format= (spec-3 §7): a licence's monthly
// summary, weekly summary, per-user weekly usage and users, as a real CSV, or as a PDF of the same rows.

import t from 'tap'
import Papa from 'papaparse'
import { ALICE, BOB_LOWER, GHOST, SOLO, usageSetup } from './usage-fixture.js'
import { pdfStrings } from '../audit/pdf-text.js'

const csvRows = (body: string) => Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: true })

t.test('the summary report: a month a row, the current month left out', async (t) => {
  const { get, kent } = await usageSetup(t)
  const res = await get('stats', `/v1/licences/${kent}/usage/report/summary`)
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^text\/csv/)
  t.equal(res.headers['content-disposition'], 'attachment; filename="usage-Kent-Police-summary-2026-03-02.csv"')
  const parsed = csvRows(res.body)
  t.same(parsed.errors, [])
  t.same(parsed.meta.fields, [
    'Year', 'Month', 'Active users', 'Interactions', 'Searches', 'BigSearches', 'Uniform searches', 'Camera ID queries',
    'Lowside', 'Highside', 'Griffeye CS', 'Griffeye DI', 'Other',
  ])
  t.equal(parsed.data.length, 12)
  t.same(parsed.data.at(-1), {
    Year: '2026', Month: '2', 'Active users': '4', Interactions: '11', Searches: '5', BigSearches: '1', 'Uniform searches': '1',
    'Camera ID queries': '1', Lowside: '6', Highside: '1', 'Griffeye CS': '1', 'Griffeye DI': '2', Other: '1',
  })
  t.same(parsed.data.at(-2)!.Interactions, '1', 'January: Bob\'s search')
})

t.test('the weekly report: whole weeks, the current one left out', async (t) => {
  const { get, kent } = await usageSetup(t)
  const rows = csvRows((await get('stats', `/v1/licences/${kent}/usage/report/weekly`)).body).data
  t.equal(rows[0]!['Week commencing'], '2025-03-03')
  t.equal(rows.at(-1)!['Week commencing'], '2026-02-23')
  t.match(rows.find((r) => r['Week commencing'] === '2026-01-26'), { 'Active users': '2', Interactions: '2', Searches: '1' })
  t.match(rows.find((r) => r['Week commencing'] === '2026-02-02'), { 'Active users': '2', Interactions: '7', Highside: '1', 'Griffeye DI': '2' })
})

t.test('the user report: each user\'s weekly usage records', async (t) => {
  const { get, kent } = await usageSetup(t)
  const rows = csvRows((await get('stats', `/v1/licences/${kent}/usage/report/user`)).body).data
  t.same(
    rows.map((r) => [r.Email, r['Week commencing'], r['Active days'], r.Interactions]),
    [
      [ALICE, '2026-01-26', '1', '1'],
      [ALICE, '2026-02-02', '4', '6'],
      [ALICE, '2026-02-09', '1', '1'],
      [BOB_LOWER, '2026-01-26', '1', '1'],
      [BOB_LOWER, '2026-02-02', '1', '1'],
      [GHOST, '2026-02-09', '1', '1'],
      [SOLO, '2026-02-09', '1', '1'],
    ],
    'not the current week',
  )
})

t.test('the active users report: everyone licensed now, and who was active; current users only on request', async (t) => {
  const { get, kent } = await usageSetup(t)
  const all = csvRows((await get('stats', `/v1/licences/${kent}/usage/report/activeUsers?currentUsersOnly=false`)).body).data
  t.same(
    all.map((r) => [r.Email, r['Licensed now'], r['Active days'], r.Interactions, r['Last active date']]),
    [
      ['ada@audit.example', 'Yes', '0', '0', ''],
      [ALICE, 'Yes', '7', '9', '2026-03-02'],
      [BOB_LOWER, 'Yes', '2', '2', '2026-02-02'],
      ['dom@audit.example', 'Yes', '0', '0', ''],
      [GHOST, 'No', '1', '1', '2026-02-10'],
      [SOLO, 'Yes', '1', '1', '2026-02-10'],
      ['stan@audit.example', 'Yes', '0', '0', ''],
    ],
  )
  const current = csvRows((await get('stats', `/v1/licences/${kent}/usage/report/activeUsers?currentUsersOnly=true`)).body).data
  t.notOk(current.some((r) => r.Email === GHOST), 'an address with no account is not a current user')
  t.equal(current.length, 6)
})

t.test('format=pdf: a PDF of the same rows', async (t) => {
  const { get, kent } = await usageSetup(t)
  const res = await get('stats', `/v1/licences/${kent}/usage/report/user?format=pdf`)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/pdf')
  t.equal(res.headers['content-disposition'], 'attachment; filename="usage-Kent-Police-user-2026-03-02.pdf"')
  t.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-')
  const text = pdfStrings(res.rawPayload)
  t.ok(text.includes('Kent Police: weekly usage per user'))
  for (const cell of [ALICE, BOB_LOWER, SOLO, '2026-01-26', '2026-02-09', 'Griffeye DI']) t.ok(text.includes(cell), `holds ${cell}`)
  t.ok(text.includes('Week') && text.includes('commencing'), 'a long column title wraps, whole')
  const heading = text.join(' ')
  t.match(heading, /From \d{2} \w{3}, \d{4} to 02 Mar, 2026 @ \d{2}:\d{2}:\d{2} UTC;/, 'the heading\'s times as people read them, with the zone')
  t.notMatch(heading, /\d{4}-\d{2}-\d{2}T/, 'no raw timestamp')
})

t.test('who may download: UsageStats in the licence or the global administrator; bad input named', async (t) => {
  const { h, get, kent, essex } = await usageSetup(t)
  t.equal((await get('admin', `/v1/licences/${essex}/usage/report/weekly`)).statusCode, 200)
  t.equal((await get('stats', `/v1/licences/${essex}/usage/report/weekly`)).statusCode, 403)
  t.equal((await get('auditor', `/v1/licences/${kent}/usage/report/weekly`)).statusCode, 403)
  t.equal((await h.app.inject({ method: 'GET', url: `/v1/licences/${kent}/usage/report/weekly` })).statusCode, 401)
  t.equal((await get('admin', '/v1/licences/999/usage/report/weekly')).statusCode, 404)
  const cases: [string, RegExp][] = [
    ['daily', /^period must be one of summary, weekly, user, activeUsers/],
    ['weekly?currentUsersOnly=1', /^currentUsersOnly must be true or false/],
    ['weekly?format=xlsx', /^format must be csv or pdf/],
    ['weekly?range=yearToDate', /must NOT have additional properties: range/],
  ]
  for (const [path, message] of cases) {
    const res = await get('stats', `/v1/licences/${kent}/usage/report/${path}`)
    t.equal(res.statusCode, 400, path)
    t.equal(res.json().success, false)
    t.match(res.json().error, message, path)
  }
})
