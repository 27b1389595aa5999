// The browser's extractor (issue 14 "extraction in the browser"), off the page's thread: reads each picture the
// user chose with the product's one metadata reader and hash-wasm (shared/bigsearch/extract/extractFile.ts) and
// answers progress, refusals and the items. The pictures are read here and go nowhere: this worker makes no
// request. Built as its own bundle (build.mjs), so that the reader and hash-wasm load only when extraction is used.

import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import { compareCasePaths } from '../../../shared/bigsearch/extract/caseFiles.js'
import { extractFile } from '../../../shared/bigsearch/extract/extractFile.js'
import { extractionProgress } from '../../../shared/bigsearch/extract/progress.js'
import type { CaseFile, ExtractReply, ExtractRequest } from './messages.js'

/** Progress is posted at most this often, and after the last file. */
const PROGRESS_EVERY_MS = 200

const post = (reply: ExtractReply) => (self as unknown as Worker).postMessage(reply)

async function readCaseFile({ file, casePath }: CaseFile, index: number) {
  const bytes = await file.arrayBuffer().then(
    (buffer) => new Uint8Array(buffer),
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  )
  // A dropped folder, or a file removed since it was chosen, cannot be read.
  if (bytes instanceof Error) return { fileName: casePath, refused: `cannot be read (${bytes.message || bytes.name})` }
  return extractFile(bytes, casePath, index)
}

async function extract({ files }: ExtractRequest): Promise<BigSearchItem[]> {
  const sorted = [...files].sort((a, b) => compareCasePaths(a.casePath, b.casePath))
  const items: BigSearchItem[] = []
  const started = performance.now()
  let posted = started
  post({ kind: 'progress', progress: extractionProgress(0, sorted.length, 0) })
  for (const [done, caseFile] of sorted.entries()) {
    const result = await readCaseFile(caseFile, items.length)
    if (result.refused !== undefined) post({ kind: 'refused', casePath: caseFile.casePath, reason: result.refused })
    else items.push(result.item)
    const now = performance.now()
    if (now - posted >= PROGRESS_EVERY_MS || done + 1 === sorted.length) {
      posted = now
      post({ kind: 'progress', progress: extractionProgress(done + 1, sorted.length, now - started) })
    }
  }
  return items
}

self.addEventListener('message', (event: MessageEvent<ExtractRequest>) => {
  extract(event.data).then(
    (items) => post({ kind: 'done', items }),
    (error: unknown) => post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  )
})
