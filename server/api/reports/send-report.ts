// Answers a call with a report table as a file to download (spec-3 §2 exports, §7 usage reports): CSV or
// PDF, as an attachment whose name says what it holds.

import type { FastifyReply } from 'fastify'
import { csvOf } from './csv.js'
import { pdfOf } from './pdf.js'
import type { ReportFormat, ReportTable } from './report-table.js'

const CONTENT_TYPES: Record<ReportFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' }

/** A file name any browser and file system takes: letters, digits, dots, dashes and underscores. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100) || 'report'
}

export async function sendReport(reply: FastifyReply, table: ReportTable, format: ReportFormat): Promise<FastifyReply> {
  const body = format === 'csv' ? csvOf(table) : await pdfOf(table)
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${safeFileName(table.fileName)}.${format}"`)
    // The file holds investigators' names and what they did: no cache is to keep a copy.
    .header('cache-control', 'no-store')
    .send(body)
}
