// The text a PDF written by server/api/reports/pdf.ts shows: its content streams inflated, and the strings
// of their text operators, unescaped. Enough to read back the rows of a report, not a general PDF reader.

import { inflateSync } from 'node:zlib'

function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1')
  const streams: string[] = []
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    const raw = pdf.subarray(start, end)
    if (/\/FlateDecode/.test(match[1] ?? '')) {
      try {
        streams.push(inflateSync(raw).toString('latin1'))
      } catch {
        // not a content stream we can read
      }
    } else {
      streams.push(raw.toString('latin1'))
    }
  }
  return streams
}

/** Every string shown with Tj, in page order. */
export function pdfStrings(pdf: Buffer): string[] {
  const strings: string[] = []
  for (const stream of streamsOf(pdf)) {
    for (const match of stream.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      strings.push((match[1] ?? '').replace(/\\([\\()])/g, '$1'))
    }
  }
  return strings
}
