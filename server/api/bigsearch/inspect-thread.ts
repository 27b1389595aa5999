// The first pass over an uploaded BigSearch file (read-upload.ts inspectUpload), in a thread of its own with a
// capped heap (inspect-in-thread.ts starts it): its answer, the file's kind and media count or the refusal the user
// is shown, goes back to the call that received the file; a failure of its own goes back as { failure }.

import { parentPort, workerData } from 'node:worker_threads'
import { inspectUpload, type ReadUploadOptions } from './read-upload.js'

export interface InspectRequest {
  path: string
  options: ReadUploadOptions
}

const { path, options } = workerData as InspectRequest
try {
  parentPort?.postMessage({ inspection: await inspectUpload(path, options) })
} catch (err) {
  parentPort?.postMessage({ failure: err instanceof Error ? err.message : String(err) })
}
