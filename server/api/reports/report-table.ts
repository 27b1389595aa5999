// A table a call answers as a file (spec-3 §2 audit exports, §7 usage reports): what it is, its columns
// and rows, and the notes a reader must see (a list cut at its bound). The CSV and PDF writers read it.

export type ReportCell = string | number | boolean | null

export interface ReportTable {
  /** The file's heading, and its name without the extension. */
  title: string
  fileName: string
  /** Lines under the heading: what the rows cover. */
  about: string[]
  columns: ReportColumn[]
  rows: ReportCell[][]
  /** Said in the file after the rows, e.g. that the list was cut at its bound. */
  notes: string[]
}

export interface ReportColumn {
  title: string
  /** The column's share of the PDF page's width, relative to the others; 1 when not given. */
  width?: number
}

export type ReportFormat = 'csv' | 'pdf'
