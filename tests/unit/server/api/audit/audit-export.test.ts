// GET /v1/licences/{id}/audit/export?format=csv|pdf (spec-3 §2 "Export as CSV", "Export as PDF", §7): the
// same entries as the audit screen, in a file; refused without a justification, audited with it, and cut
// at 10,000 entries with a note saying so.

import { onEachEngine, settledAuditRows } from '../harness.js'
import t from 'tap'
import Papa from 'papaparse'
import { ALICE, at, auditSetup, BOB, FEB, recordAll, SOLO } from './audit-fixture.js'
import { pdfStrings } from './pdf-text.js'

const JUSTIFIED = { 'x-justification': 'Operation Lantern' }

onEachEngine(t, 'the CSV holds the licence\'s entries, newest first, and reads back with papaparse', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^text\/csv/)
  t.match(res.headers['content-disposition'], /^attachment; filename="audit-Kent-Police-2026-03-02\.csv"$/)
  t.equal(res.headers['cache-control'], 'no-store')
  const parsed = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true })
  t.same(parsed.errors, [])
  t.same(parsed.meta.fields, ['Timestamp (UTC)', 'User', 'App', 'Api', 'Action', 'Justification', 'Details', 'Successful', 'Error'])
  t.same(
    parsed.data.map((row) => [row['Timestamp (UTC)'], row.User, row.Action, row.Successful]),
    [
      ['2026-02-07T14:00:00.000Z', ALICE, 'search', 'No'],
      ['2026-02-03T10:00:00.000Z', SOLO, 'sighting', 'Yes'],
      ['2026-02-02T09:30:00.000Z', BOB, 'search', 'Yes'],
      ['2026-02-01T08:00:00.000Z', ALICE, 'login', 'Yes'],
    ],
  )
  t.same(parsed.data[2], {
    'Timestamp (UTC)': '2026-02-02T09:30:00.000Z',
    User: BOB,
    App: 'lowside',
    Api: 'sightings',
    Action: 'search',
    Justification: 'case 17',
    Details: 'make=Canon',
    Successful: 'Yes',
    Error: '',
  })
  t.equal(parsed.data[0]!.Error, 'Permission Denied.')
})

onEachEngine(t, 'the filters of the screen apply to the file; a DomainAudit holder\'s file has their reach only', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const users = async (who: 'auditor' | 'domainAuditor', query: string) => {
    const res = await get(who, `/v1/licences/${kent}/audit/export?format=csv&${FEB}${query}`, JUSTIFIED)
    return Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data.map((row) => row.User)
  }
  t.same(await users('auditor', '&action=search'), [ALICE, BOB])
  t.same(await users('auditor', `&email=${SOLO}`), [SOLO])
  t.same(await users('domainAuditor', ''), [ALICE, BOB, ALICE])
})

onEachEngine(t, 'a value that would run as a spreadsheet formula is written as text', async (t, engine) => {
  const { get, kent } = await auditSetup(t, [{ at: at('2026-02-10T00:00:00Z'), userEmail: ALICE, details: '=HYPERLINK("http://evil.example")' }], engine)
  const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)
  const [row] = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data
  t.equal(row!.Details, `'=HYPERLINK("http://evil.example")`)
})

onEachEngine(t, 'the PDF is a PDF holding the same rows, in the screen\'s time format', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=pdf&${FEB}`, JUSTIFIED)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/pdf')
  t.match(res.headers['content-disposition'], /filename="audit-Kent-Police-2026-03-02\.pdf"/)
  const pdf = res.rawPayload
  t.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-')
  const text = pdfStrings(pdf)
  t.ok(text.includes('Audit: Kent Police'), 'the heading')
  for (const cell of ['07 Feb, 2026 @ 14:00:00', ALICE, SOLO, BOB, 'Sign in', 'Search', 'View sighting', 'case 17', 'make=Canon', 'Permission Denied.']) {
    t.ok(text.includes(cell), `holds ${cell}`)
  }
  t.notOk(text.includes('eve@essex.police.example'), 'no other licence\'s user')
  t.ok(text.indexOf('07 Feb, 2026 @ 14:00:00') < text.indexOf('01 Feb, 2026 @ 08:00:00'), 'newest first')
})

onEachEngine(t, 'an export without a justification is refused, audited as refused, and writes no file', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, undefined, engine)
  for (const headers of [{}, { 'x-justification': '   ' }] as Record<string, string>[]) {
    const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, headers)
    t.equal(res.statusCode, 400)
    t.same(res.json(), { success: false, error: 'A justification of 3 to 1,000 characters is required to export the audit log: give one and export again.' })
  }
  const rows = (await settledAuditRows(h)).slice(-2)
  t.same(rows.map((r) => [r.action, r.success, r.justification]), [['licence-audit-export', 0, null], ['licence-audit-export', 0, null]])
})

onEachEngine(t, 'an export with a justification is audited with it, the format, the filters and the count', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, undefined, engine)
  const before = (await settledAuditRows(h))
  await get('auditor', `/v1/licences/${kent}/audit/export?format=pdf&${FEB}&action=search`, { 'x-justification': "utf-8''Op%C3%A9ration%20Lantern" })
  const after = (await settledAuditRows(h))
  t.same(after.slice(0, before.length), before, 'no earlier entry changed')
  t.equal(after.length, before.length + 1)
  t.match(after.at(-1), {
    user_email: 'ada@audit.example',
    api: 'licences',
    action: 'licence-audit-export',
    success: 1,
    justification: 'Opération Lantern',
    details: `licence ${kent} pdf: 2026-02-01T00:00:00.000Z to 2026-02-28T23:59:59.999Z, action search, 2 entries`,
  })
})

onEachEngine(t, 'bad export input is refused naming the field; others\' licences and the signed-out are refused', async (t, engine) => {
  const { get, kent } = await auditSetup(t, undefined, engine)
  const cases: [string, RegExp][] = [
    [`format=xlsx&${FEB}`, /^format must be csv or pdf/],
    [FEB, /querystring must have required property 'format'/],
    ['format=csv&from=2026-02-01', /querystring must have required property 'to'/],
    [`format=csv&${FEB}&page=2`, /must NOT have additional properties: page/],
    [`format=csv&${FEB}&action=nope`, /^action must be one of the audit actions/],
  ]
  for (const [query, message] of cases) {
    const res = await get('auditor', `/v1/licences/${kent}/audit/export?${query}`, JUSTIFIED)
    t.equal(res.statusCode, 400, query)
    t.match(res.json().error, message, query)
  }
  t.equal((await get('essexAuditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)).statusCode, 403)
  t.equal((await get('stats', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)).statusCode, 403)
  t.equal((await get('admin', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)).statusCode, 200)
})

onEachEngine(t, 'an export past 10,000 entries holds the newest 10,000 and says it was cut', async (t, engine) => {
  const { h, get, kent } = await auditSetup(t, [], engine)
  await recordAll(h.store, Array.from({ length: 10_005 }, (_, i) => ({ at: at('2026-02-01T00:00:00Z') + i * 1000, userEmail: ALICE, details: `n${i}` })))
  const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, JUSTIFIED)
  const rows = Papa.parse<string[]>(res.body, { skipEmptyLines: true }).data
  t.equal(rows.length, 1 + 10_000 + 1, 'header, the newest 10,000, and the note')
  t.equal(rows[1]![6], 'n10004')
  t.equal(rows[10_000]![6], 'n5')
  const [note, ...rest] = rows.at(-1)!
  t.equal(note, 'More than 10,000 entries match: only the newest 10,000 are in this file. Narrow the filters to export the rest.')
  t.ok(rest.every((cell) => cell === ''), 'a row of its own, under the first column')
})
