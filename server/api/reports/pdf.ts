// A report table as a PDF (jsPDF): a heading, what the rows cover, any notes, then the table, a page at a
// time in landscape A4. Rows are drawn as plain text, and other calls get a turn between pages: a table of
// thousands of rows takes seconds to lay out, and must not hold the service up meanwhile.

import { setImmediate as nextTurn } from 'node:timers/promises'
import type { jsPDF as JsPdf } from 'jspdf'
import type { ReportCell, ReportTable } from './report-table.js'

const PAGE = { width: 842, height: 595, margin: 28 }
const TITLE_SIZE = 14
const TEXT_SIZE = 9
const HEAD_SIZE = 7.5
const CELL_SIZE = 7
const ROW_HEIGHT = 10
const CELL_PADDING = 3

/** The built-in fonts write Latin-1 only: anything else shows as '?', and control characters as spaces. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^\u0000-\u00ff]/g, '?')
}

const cellText = (cell: ReportCell): string => (cell === null ? '' : printable(String(cell)))

/** The text cut to fit the width, ending in '...' when cut. */
function fitted(doc: JsPdf, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text
  let low = 0
  let high = text.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (doc.getTextWidth(`${text.slice(0, mid)}...`) <= width) low = mid
    else high = mid - 1
  }
  return `${text.slice(0, low)}...`
}

function columnEdges(table: ReportTable): { x: number; width: number }[] {
  const shares = table.columns.map((column) => column.width ?? 1)
  const total = shares.reduce((sum, share) => sum + share, 0)
  const usable = PAGE.width - 2 * PAGE.margin
  let x = PAGE.margin
  return shares.map((share) => {
    const width = (usable * share) / total
    const edge = { x, width }
    x += width
    return edge
  })
}

function drawRow(doc: JsPdf, cells: string[], edges: { x: number; width: number }[], y: number): void {
  cells.forEach((text, i) => {
    const edge = edges[i]
    if (edge && text !== '') doc.text(fitted(doc, text, edge.width - CELL_PADDING), edge.x, y)
  })
}

function drawHeading(doc: JsPdf, table: ReportTable): number {
  let y = PAGE.margin + TITLE_SIZE
  doc.setFont('helvetica', 'bold').setFontSize(TITLE_SIZE).text(printable(table.title), PAGE.margin, y)
  doc.setFont('helvetica', 'normal').setFontSize(TEXT_SIZE)
  for (const line of [...table.about, ...table.notes]) {
    y += TEXT_SIZE + 3
    doc.text(printable(line), PAGE.margin, y)
  }
  return y + ROW_HEIGHT
}

/** Column titles wrap onto a second line rather than being cut: a reader must know what each column is. */
function drawColumnTitles(doc: JsPdf, table: ReportTable, edges: { x: number; width: number }[], y: number): number {
  doc.setFont('helvetica', 'bold').setFontSize(HEAD_SIZE)
  const lines = table.columns.map((column, i) => {
    const width = (edges[i]?.width ?? 0) - CELL_PADDING
    const wrapped = doc.splitTextToSize(printable(column.title), width) as string[]
    return wrapped.length > 2 ? [wrapped[0] ?? '', fitted(doc, wrapped.slice(1).join(' '), width)] : wrapped
  })
  const height = Math.max(1, ...lines.map((l) => l.length))
  for (let line = 0; line < height; line++) drawRow(doc, lines.map((l) => l[line] ?? ''), edges, y + line * ROW_HEIGHT)
  const bottom = y + (height - 1) * ROW_HEIGHT
  doc.setLineWidth(0.5).line(PAGE.margin, bottom + 3, PAGE.width - PAGE.margin, bottom + 3)
  doc.setFont('helvetica', 'normal').setFontSize(CELL_SIZE)
  return bottom + ROW_HEIGHT + 2
}

/** The PDF's bytes; `compress` false leaves the page content readable (tests read the rows back). */
export async function pdfOf(table: ReportTable, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: options.compress ?? true })
  doc.setProperties({ title: printable(table.title), creator: 'Sightline' })
  const edges = columnEdges(table)
  let y = drawColumnTitles(doc, table, edges, drawHeading(doc, table))
  if (table.rows.length === 0) doc.text('No rows.', PAGE.margin, y)
  for (const row of table.rows) {
    if (y > PAGE.height - PAGE.margin) {
      doc.text(`Page ${doc.getNumberOfPages()}`, PAGE.width - PAGE.margin - 40, PAGE.height - PAGE.margin / 2)
      doc.addPage()
      await nextTurn()
      y = drawColumnTitles(doc, table, edges, PAGE.margin + ROW_HEIGHT)
    }
    drawRow(doc, row.map(cellText), edges, y)
    y += ROW_HEIGHT
  }
  doc.text(`Page ${doc.getNumberOfPages()}`, PAGE.width - PAGE.margin - 40, PAGE.height - PAGE.margin / 2)
  return Buffer.from(doc.output('arraybuffer'))
}
