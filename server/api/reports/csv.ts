// A report table as CSV (papaparse): the header row, the rows, then each note as a row of its own, so that
// a reader of the file sees them (a list cut at its bound says so).

import Papa from 'papaparse'
import type { ReportCell, ReportTable } from './report-table.js'
import { spreadsheetText } from './formula-cells.js'

// Every text cell, a value an investigator or a caller typed among them, is made one that no spreadsheet runs
// as a formula. Not papaparse's escapeFormulae: its test stops at a line break and misses leading spaces.
const cellText = (cell: ReportCell): string => (cell === null ? '' : typeof cell === 'string' ? spreadsheetText(cell) : String(cell))

export function csvOf(table: ReportTable): string {
  const data = [...table.rows.map((row) => row.map(cellText)), ...table.notes.map((note) => [cellText(note)])]
  return Papa.unparse({ fields: table.columns.map((column) => spreadsheetText(column.title)), data }, { newline: '\r\n' })
}
