// Runs the first pass over an uploaded BigSearch file off the request thread, in a worker thread whose heap is
// capped (issue 14: the service's memory stays bounded while a 500 MB file is uploaded and read). On the request
// thread, a 50 MB file raised the service's resident memory by ~180 MB: the parser's garbage waits for a collection
// that a large heap puts off. In a thread capped at a few tens of MB it is collected as it goes, and the thread's
// memory is given back when it ends. A few inspections run at once per process; more wait their turn.

import { answerOf, type AnswerThread } from '../threads/answer-thread.js'
import type { ReadUploadOptions, UploadInspection } from './read-upload.js'
import type { InspectRequest } from './inspect-thread.js'

/**
 * What one inspection may use. The reader holds one value at a time, at most MAX_ITEM_CHARS (4 MB, 8 MB as
 * two-byte text) while it is parsed, with the chunks it is built from: bundled, refusing a 5 MB item fits in 64 MB.
 */
export const INSPECTION_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 } as const
/** Inspections at once in one process: each may take ~100 MB at worst; a third upload waits for one to end. */
const INSPECTIONS_AT_ONCE = 2

/** The message of an inspection that ran out of its memory: only a file far from the data format gets there. */
export const INSPECTION_OUT_OF_MEMORY = 'The file could not be read within the memory one upload may use: check that it is a BigSearch, Project VIC or ExifTool JSON file.'

export class InspectionOutOfMemory extends Error {}

const INSPECT_THREAD: AnswerThread = {
  from: import.meta.url,
  source: './inspect-thread.ts',
  bundle: './bigsearch-inspect.mjs',
  name: 'bigsearch-inspect',
  limits: INSPECTION_LIMITS,
}

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

async function inspectOnce(request: InspectRequest): Promise<UploadInspection> {
  const answer = await answerOf<{ inspection?: UploadInspection; failure?: string }>(INSPECT_THREAD, request, () => new InspectionOutOfMemory(INSPECTION_OUT_OF_MEMORY))
  if (answer.inspection) return answer.inspection
  throw new Error(`Could not read the uploaded file: ${answer.failure}`)
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
