// A report table as CSV (papaparse): the header row, the rows, then each note as a row of its own, so that
// a reader of the file sees them (a list cut at its bound says so).

import Papa from 'papaparse'
import type { ReportCell, ReportTable } from './report-table.js'

const cellText = (cell: ReportCell): string => (cell === null ? '' : String(cell))

export function csvOf(table: ReportTable): string {
  const data = [...table.rows.map((row) => row.map(cellText)), ...table.notes.map((note) => [note])]
  // escapeFormulae: a value an investigator or a caller typed (a justification, a search) must not run as a
  // spreadsheet formula when the file is opened (OWASP "CSV injection").
  return Papa.unparse({ fields: table.columns.map((column) => column.title), data }, { escapeFormulae: true, newline: '\r\n' })
}
