// A report table as a PDF (jsPDF): a heading, what the rows cover, any notes, then the table, a page at a
// time in landscape A4. A report loses nothing: a cell too long for its column wraps over as many lines as it
// needs (a long address breaks inside the word), its row grows to hold them, and a row that does not fit under
// the page's last row starts the next page; one taller than a whole page goes on over the next. Other calls get
// a turn between pages: a table of thousands of rows takes seconds to lay out, and must not hold the service up.

import { setImmediate as nextTurn } from 'node:timers/promises'
import type { jsPDF as JsPdf } from 'jspdf'
import type { ReportCell, ReportTable } from './report-table.js'

const PAGE = { width: 842, height: 595, margin: 28 }
/** The last baseline a page's text may sit on: the page number goes below it. */
const PAGE_BOTTOM = PAGE.height - PAGE.margin
const TITLE_SIZE = 14
const TEXT_SIZE = 9
const HEAD_SIZE = 7.5
const CELL_SIZE = 7
/** From one line of a cell to the next. */
const LINE_HEIGHT = 8.5
/** Between the last line of a row and the first of the next. */
const ROW_GAP = 4
const CELL_PADDING = 3
/** A light rule between rows, so that a row of several lines reads as one. */
const RULE_GREY = 210

interface Edge {
  x: number
  width: number
}

/** The built-in fonts write Latin-1 only: anything else shows as '?', and control characters as spaces. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^\u0000-\u00ff]/g, '?')
}

const cellText = (cell: ReportCell): string => (cell === null ? '' : printable(String(cell)))

/** The text in lines that each fit `width` in the current font; an empty text is no line. */
function wrapped(doc: JsPdf, text: string, width: number): string[] {
  if (text === '') return []
  return doc.splitTextToSize(text, width) as string[]
}

function columnEdges(table: ReportTable): Edge[] {
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

/** Each cell's lines, wrapped to its column in the current font. */
const cellLines = (doc: JsPdf, cells: readonly string[], edges: readonly Edge[]): string[][] =>
  cells.map((text, i) => wrapped(doc, text, (edges[i]?.width ?? 0) - CELL_PADDING))

/** Lines `from` to `to` of each cell, the first on baseline `y`; each cell's lines one after another. */
function drawLines(doc: JsPdf, lines: readonly string[][], edges: readonly Edge[], y: number, from: number, to: number): void {
  lines.forEach((cell, i) => {
    const edge = edges[i]
    if (!edge) return
    cell.slice(from, to).forEach((line, n) => doc.text(line, edge.x, y + n * LINE_HEIGHT))
  })
}

/** How many lines fit from baseline `y` down to the page's bottom. */
const linesFitting = (y: number) => Math.max(0, Math.floor((PAGE_BOTTOM - y) / LINE_HEIGHT) + 1)

/** The title and the lines under it, each wrapped to the page's width; the baseline for what follows. */
function drawHeading(doc: JsPdf, table: ReportTable): number {
  const width = PAGE.width - 2 * PAGE.margin
  let y = PAGE.margin + TITLE_SIZE
  doc.setFont('helvetica', 'bold').setFontSize(TITLE_SIZE)
  wrapped(doc, printable(table.title), width).forEach((line, n) => {
    if (n > 0) y += TITLE_SIZE + 2
    doc.text(line, PAGE.margin, y)
  })
  doc.setFont('helvetica', 'normal').setFontSize(TEXT_SIZE)
  for (const line of [...table.about, ...table.notes].flatMap((text) => wrapped(doc, printable(text), width))) {
    y += TEXT_SIZE + 3
    doc.text(line, PAGE.margin, y)
  }
  return y + 2 * LINE_HEIGHT
}

/** Column titles wrap as cells do: a reader must know what each column is. */
function drawColumnTitles(doc: JsPdf, table: ReportTable, edges: readonly Edge[], y: number): number {
  doc.setFont('helvetica', 'bold').setFontSize(HEAD_SIZE)
  const lines = cellLines(doc, table.columns.map((column) => printable(column.title)), edges)
  const height = Math.max(1, ...lines.map((l) => l.length))
  drawLines(doc, lines, edges, y, 0, height)
  const bottom = y + (height - 1) * LINE_HEIGHT
  doc.setLineWidth(0.5).line(PAGE.margin, bottom + 3, PAGE.width - PAGE.margin, bottom + 3)
  doc.setFont('helvetica', 'normal').setFontSize(CELL_SIZE)
  return bottom + LINE_HEIGHT + 3
}

function numberPage(doc: JsPdf): void {
  doc.text(`Page ${doc.getNumberOfPages()}`, PAGE.width - PAGE.margin - 40, PAGE.height - PAGE.margin / 2)
}

/** The PDF's bytes; `compress` false leaves the page content readable (tests read the rows back). */
export async function pdfOf(table: ReportTable, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: options.compress ?? true })
  doc.setProperties({ title: printable(table.title), creator: 'Sightline' })
  const edges = columnEdges(table)
  const titlesAt = (y: number) => drawColumnTitles(doc, table, edges, y)
  const headingEnd = drawHeading(doc, table)
  let y = titlesAt(headingEnd)
  /** The lines a page after the first holds under its column titles. */
  const pageLines = linesFitting(PAGE.margin + LINE_HEIGHT + (y - headingEnd))
  /** Numbers this page and starts the next, under the column titles. */
  const nextPage = async () => {
    numberPage(doc)
    doc.addPage()
    await nextTurn()
    y = titlesAt(PAGE.margin + LINE_HEIGHT)
  }
  if (table.rows.length === 0) doc.text('No rows.', PAGE.margin, y)
  for (const row of table.rows) {
    const lines = cellLines(doc, row.map(cellText), edges)
    const height = Math.max(1, ...lines.map((l) => l.length))
    // A row that would fit on a page of its own does not start at the foot of this one.
    if (linesFitting(y) < Math.min(height, pageLines)) await nextPage()
    for (let drawn = 0; drawn < height; ) {
      if (linesFitting(y) === 0) await nextPage()
      const upTo = Math.min(height, drawn + linesFitting(y))
      drawLines(doc, lines, edges, y, drawn, upTo)
      y += (upTo - drawn) * LINE_HEIGHT
      drawn = upTo
    }
    doc.setDrawColor(RULE_GREY).setLineWidth(0.3).line(PAGE.margin, y - LINE_HEIGHT + 3, PAGE.width - PAGE.margin, y - LINE_HEIGHT + 3)
    doc.setDrawColor(0)
    y += ROW_GAP
  }
  numberPage(doc)
  return Buffer.from(doc.output('arraybuffer'))
}
