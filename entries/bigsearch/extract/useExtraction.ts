// The extraction panel's run: one worker per run (extract.worker.ts), its replies gathered into what the panel
// shows. The worker is made when the panel mounts, so that the reader and hash-wasm load with the panel and are
// ready by the time the user has chosen a folder; Cancel ends it and the next run makes another.

import { useCallback, useEffect, useRef, useState } from 'react'
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

function newWorker(): Worker | null {
  return EXTRACT_WORKER_URL ? new Worker(EXTRACT_WORKER_URL, { name: 'extract' }) : null
}

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

export function useExtraction() {
  const [state, setState] = useState<Extraction>(IDLE)
  const worker = useRef<Worker | null>(null)

  const stop = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
  }, [])

  useEffect(() => {
    worker.current = newWorker()
    return stop
  }, [stop])

  const start = useCallback((files: CaseFile[]) => {
    const running = worker.current ?? newWorker()
    worker.current = running
    if (!running) {
      setState({ phase: 'failed', message: 'The extractor is not part of this build.', refused: [] })
      return
    }
    running.onmessage = (event: MessageEvent<ExtractReply>) => setState((state) => afterReply(state, event.data))
    running.onerror = (event) => {
      event.preventDefault()
      stop()
      setState({ phase: 'failed', message: `The extractor stopped: ${event.message || 'it could not be loaded'}.`, refused: [] })
    }
    setState({ phase: 'running', progress: extractionProgress(0, files.length, 0), refused: [] })
    running.postMessage({ files })
  }, [stop])

  const cancel = useCallback(() => {
    stop()
    setState(IDLE)
  }, [stop])

  return { state, start, cancel }
}
