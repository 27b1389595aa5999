// The audit export as a PDF loses nothing (spec-3 §2 "Export as PDF"): a long address, error or detail wraps
// over as many lines as it needs, never cut short with an ellipsis; rows that do not fit go on the next page,
// none below the page's foot; and the heading writes its times as people read them, with their zone. Read
// back with a PDF reader (unpdf, the browser tests' own), by where each piece of text stands on its page.

import t from 'tap'
import { getDocumentProxy } from 'unpdf'
import { auditReport } from '../../../../../server/api/audit/audit-report.js'
import { pdfOf } from '../../../../../server/api/reports/pdf.js'
import type { AuditRecord } from '../../../../../server/api/store/audit.js'

const NOW = Date.parse('2026-03-02T09:00:00Z')
const FEBRUARY = { from: Date.parse('2026-02-01T00:00:00Z'), to: Date.parse('2026-02-28T23:59:59.999Z') }

const LONG_EMAIL = `${'investigator.with.a.very.long.mailbox.name'.repeat(3)}@digital-forensics.cybercrime-unit.northshire.police.example`
const LONG_ERROR = `The upstream search service answered 503 Service Unavailable: ${Array.from({ length: 40 }, (_, i) => `shard ${i} timed out after 30000 ms`).join(', ')}.`
const LONG_DETAILS = `make=Canon&model=${'EOS-5D-Mark-IV,'.repeat(30)}&serial=083024001234`

let id = 0
function entry(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: ++id,
    at: Date.parse('2026-02-07T14:00:00Z'),
    userEmail: 'alice@kent.police.example',
    requestingApp: 'lowside',
    api: 'sightings',
    action: 'search',
    justification: 'Operation Lantern',
    details: 'make=Canon',
    success: true,
    error: null,
    ...overrides,
  }
}

interface Piece {
  text: string
  x: number
  /** From the page's foot, in points. */
  y: number
  font: string
  page: number
}

/** Every piece of text of the PDF, page by page, in the order it is drawn. */
async function piecesOf(pdf: Buffer): Promise<{ pieces: Piece[]; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const pieces: Piece[] = []
  for (let page = 1; page <= doc.numPages; page++) {
    const content = await (await doc.getPage(page)).getTextContent()
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue
      pieces.push({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, font: item.fontName, page })
    }
  }
  return { pieces, pages: doc.numPages }
}

/** What one column holds in the rows: the pieces standing at its left edge, column titles left out. */
function columnText(pieces: readonly Piece[], title: string): string {
  const head = pieces.find((p) => p.text === title)
  if (!head) throw new Error(`no column ${title}`)
  return pieces
    .filter((p) => Math.abs(p.x - head.x) < 0.5 && p.font !== head.font)
    .map((p) => p.text)
    .join('')
}

/** The text with its spaces left out: a wrapped line drops the space it breaks at. */
const unspaced = (text: string) => text.replace(/\s+/g, '')

async function exported(entries: AuditRecord[]) {
  const table = auditReport({ licenceName: 'Kent Police', filters: { ...FEBRUARY, email: LONG_EMAIL }, entries, total: entries.length, format: 'pdf', now: NOW })
  return piecesOf(await pdfOf(table))
}

t.test('a very long email, error and detail are whole in the PDF, wrapped and never cut with an ellipsis', async (t) => {
  const { pieces } = await exported([
    entry({ userEmail: LONG_EMAIL, success: false, error: LONG_ERROR, details: LONG_DETAILS }),
    entry({ at: Date.parse('2026-02-03T10:00:00Z') }),
  ])
  const all = pieces.map((p) => p.text).join('')
  t.notOk(all.includes('…'), 'no ellipsis')
  t.notOk(all.includes('...'), 'no three dots')
  t.equal(unspaced(columnText(pieces, 'User')), unspaced(`${LONG_EMAIL}alice@kent.police.example`), 'every address whole, in order')
  t.equal(unspaced(columnText(pieces, 'Error')), unspaced(LONG_ERROR), 'the whole error')
  t.equal(unspaced(columnText(pieces, 'Details')), unspaced(`${LONG_DETAILS}make=Canon`), 'the whole details')
  // The long row takes several lines, and the next row starts below its last.
  const errorLines = pieces.filter((p) => LONG_ERROR.includes(p.text.trim()) && p.text.trim().length > 3)
  t.ok(errorLines.length > 5, `the error wraps over ${errorLines.length} lines`)
  const nextRow = pieces.find((p) => p.text === '03 Feb, 2026 @ 10:00:00')
  t.ok(nextRow && nextRow.y < Math.min(...errorLines.map((p) => p.y)), 'the next row is under the long one')
})

t.test('the heading writes its times as people read them, with their zone', async (t) => {
  const { pieces } = await exported([entry()])
  const heading = pieces.filter((p) => p.page === 1 && p.y > 500).map((p) => p.text).join(' ')
  t.match(heading, 'Entries 01 Feb, 2026 @ 00:00:00 UTC to 28 Feb, 2026 @ 23:59:59 UTC')
  t.match(heading, 'Exported 02 Mar, 2026 @ 09:00:00 UTC.')
  t.notMatch(heading, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'no ISO 8601 time')
  t.ok(unspaced(heading).includes(unspaced(`email ${LONG_EMAIL}`)), 'the long address of the filter, whole')
})

t.test('rows go on to new pages, none below a page\'s foot, each whole and in order', async (t) => {
  const rows = Array.from({ length: 80 }, (_, i) =>
    entry({ at: Date.parse('2026-02-20T00:00:00Z') - i * 60_000, userEmail: `user${i}@kent.police.example`, success: false, error: `${i}: ${LONG_ERROR.slice(0, 300)}` }),
  )
  // One error longer than a whole page goes on over the next pages.
  rows.push(entry({ at: Date.parse('2026-02-01T00:00:00Z'), success: false, error: `The end: ${LONG_ERROR.repeat(8)}` }))
  const { pieces, pages } = await exported(rows)
  t.ok(pages > 5, `${pages} pages`)
  const body = pieces.filter((p) => !/^Page \d+$/.test(p.text))
  t.ok(body.every((p) => p.y >= 28 - 0.01 && p.y <= 595 - 28), 'all text between the margins')
  t.equal(unspaced(columnText(pieces, 'Error')), unspaced(rows.map((r) => r.error).join('')), 'every error whole, in order')
  t.equal(unspaced(columnText(pieces, 'User')), unspaced(rows.map((r) => r.userEmail).join('')), 'every user, in order')
  // Each page past the first starts with the column titles again.
  for (let page = 2; page <= pages; page++) t.ok(pieces.some((p) => p.page === page && p.text === 'Error'), `page ${page} has its column titles`)
})
