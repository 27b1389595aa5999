// Runs the first pass over an uploaded BigSearch file off the request thread, in a worker thread whose heap is
// capped (issue 14: the service's memory stays bounded while a 500 MB file is uploaded and read). On the request
// thread, a 50 MB file raised the service's resident memory by ~180 MB: the parser's garbage waits for a collection
// that a large heap puts off. In a thread capped at a few tens of MB it is collected as it goes, and the thread's
// memory is given back when it ends. A few inspections run at once per process; more wait their turn.

import { Worker } from 'node:worker_threads'
import type { ReadUploadOptions, UploadInspection } from './read-upload.js'
import type { InspectRequest } from './inspect-thread.js'

/**
 * What one inspection may use. The reader holds one value at a time, at most MAX_ITEM_CHARS (4 MB, 8 MB as
 * two-byte text) while it is parsed, with the chunks it is built from: bundled, refusing a 5 MB item fits in 64 MB.
 */
export const INSPECTION_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 } as const
/**
 * Run from source (the unit tests), the thread also compiles its TypeScript and keeps the source maps, some
 * 30 to 60 MB more by how busy the machine's collector is: the reader's own share stays that of the bundle.
 */
const FROM_SOURCE_EXTRA_MB = 64
/** Inspections at once in one process: each may take ~100 MB at worst; a third upload waits for one to end. */
const INSPECTIONS_AT_ONCE = 2

/** The message of an inspection that ran out of its memory: only a file far from the data format gets there. */
export const INSPECTION_OUT_OF_MEMORY = 'The file could not be read within the memory one upload may use: check that it is a BigSearch, Project VIC or ExifTool JSON file.'

export class InspectionOutOfMemory extends Error {}

const fromSource = import.meta.url.endsWith('.ts')

/** Bundled, the thread is its own file next to the service's (build.mjs); run from source, it is this folder's .ts. */
function threadFile(): URL {
  return fromSource ? new URL('./inspect-thread.ts', import.meta.url) : new URL('./bigsearch-inspect.mjs', import.meta.url)
}

const limits = fromSource ? { ...INSPECTION_LIMITS, maxOldGenerationSizeMb: INSPECTION_LIMITS.maxOldGenerationSizeMb + FROM_SOURCE_EXTRA_MB } : INSPECTION_LIMITS

let running = 0
const waiting: (() => void)[] = []

async function turn(): Promise<() => void> {
  if (running >= INSPECTIONS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  return () => {
    running--
    waiting.shift()?.()
  }
}

function inspectOnce(request: InspectRequest): Promise<UploadInspection> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(threadFile(), { workerData: request, name: 'bigsearch-inspect', resourceLimits: limits })
    let answered = false
    thread.once('message', (message: { inspection?: UploadInspection; failure?: string }) => {
      answered = true
      if (message.inspection) resolve(message.inspection)
      else reject(new Error(`Could not read the uploaded file: ${message.failure}`))
    })
    thread.once('error', (err: Error & { code?: string }) => {
      answered = true
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new InspectionOutOfMemory(INSPECTION_OUT_OF_MEMORY) : err)
    })
    thread.once('exit', (code) => {
      if (!answered) reject(new Error(`The upload's inspection ended (${code}) without an answer`))
    })
  })
}

/** read-upload.ts inspectUpload, in a capped thread: the same answer, the same refusals with their messages. */
export async function inspectUploadInThread(path: string, options: ReadUploadOptions): Promise<UploadInspection> {
  const done = await turn()
  try {
    return await inspectOnce({ path, options })
  } finally {
    done()
  }
}
