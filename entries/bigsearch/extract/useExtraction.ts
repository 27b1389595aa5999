// The extraction panel's run of its worker (extract.worker.ts, on shared/ui/useWorkerRun.ts): its replies gathered
// into what the panel shows. The worker is made when the panel mounts, so that the reader and hash-wasm load with
// the panel and are ready by the time the user has chosen a folder.

import { useCallback } from 'react'
import { useWorkerRun, type WorkerRunSpec } from '../../../shared/ui/useWorkerRun.js'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import { extractionProgress, type ExtractionProgress } from '../../../shared/bigsearch/extract/progress.js'
import type { CaseFile, ExtractReply } from './messages.js'
import { EXTRACT_WORKER_URL } from './workerUrl.js'

export interface Refusal {
  casePath: string
  reason: string
}

export type Extraction =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExtractionProgress; refused: Refusal[] }
  | { phase: 'done'; progress: ExtractionProgress; refused: Refusal[]; items: BigSearchItem[] }
  | { phase: 'failed'; message: string; refused: Refusal[] }

const IDLE: Extraction = { phase: 'idle' }

/** The state after one reply of the worker. */
export function afterReply(state: Extraction, reply: ExtractReply): Extraction {
  if (state.phase !== 'running') return state
  switch (reply.kind) {
    case 'progress':
      return { ...state, progress: reply.progress }
    case 'refused':
      return { ...state, refused: [...state.refused, { casePath: reply.casePath, reason: reply.reason }] }
    case 'done':
      return { phase: 'done', progress: state.progress, refused: state.refused, items: reply.items }
    case 'failed':
      return { phase: 'failed', message: reply.message, refused: state.refused }
  }
}

const EXTRACTION: WorkerRunSpec<{ files: CaseFile[] }, ExtractReply, Extraction> = {
  url: EXTRACT_WORKER_URL,
  name: 'extract',
  idle: IDLE,
  started: ({ files }) => ({ phase: 'running', progress: extractionProgress(0, files.length, 0), refused: [] }),
  afterReply,
  failed: (message) => ({ phase: 'failed', message, refused: [] }),
  missing: 'The extractor is not part of this build.',
  called: 'The extractor',
}

export function useExtraction() {
  const { state, start, cancel } = useWorkerRun(EXTRACTION)
  const begin = useCallback((files: CaseFile[]) => start({ files }), [start])
  return { state, start: begin, cancel }
}
