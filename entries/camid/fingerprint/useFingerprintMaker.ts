// The fingerprint dialog's run: one worker per run (fingerprint.worker.ts), its replies gathered into what the
// dialog shows. The worker is made when the dialog opens, so that the estimate's code loads while the user
// chooses photos; Cancel ends it and the next run makes another.

import { useCallback, useEffect, useRef, useState } from 'react'
import type { FingerprintProgress, FingerprintReply, MadeFingerprint } from './messages.js'
import { FINGERPRINT_WORKER_URL } from './workerUrl.js'

export type Making =
  | { phase: 'idle' }
  | { phase: 'running'; progress: FingerprintProgress }
  | { phase: 'done'; made: MadeFingerprint }
  | { phase: 'refused'; message: string }

const IDLE: Making = { phase: 'idle' }

function newWorker(): Worker | null {
  return FINGERPRINT_WORKER_URL ? new Worker(FINGERPRINT_WORKER_URL, { name: 'fingerprint' }) : null
}

/** The state after one reply of the worker. */
export function afterReply(state: Making, reply: FingerprintReply): Making {
  if (state.phase !== 'running') return state
  switch (reply.kind) {
    case 'progress':
      return { phase: 'running', progress: reply.progress }
    case 'refused':
      return { phase: 'refused', message: reply.message }
    case 'done':
      return { phase: 'done', made: reply.made }
  }
}

export function useFingerprintMaker() {
  const [state, setState] = useState<Making>(IDLE)
  const worker = useRef<Worker | null>(null)

  const stop = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
  }, [])

  useEffect(() => {
    worker.current = newWorker()
    return stop
  }, [stop])

  const start = useCallback(
    (photos: File[]) => {
      const running = worker.current ?? newWorker()
      worker.current = running
      if (!running) {
        setState({ phase: 'refused', message: 'Making a fingerprint is not part of this build.' })
        return
      }
      running.onmessage = (event: MessageEvent<FingerprintReply>) => setState((now) => afterReply(now, event.data))
      running.onerror = (event) => {
        event.preventDefault()
        stop()
        setState({ phase: 'refused', message: `The fingerprint maker stopped: ${event.message || 'it could not be loaded'}.` })
      }
      setState({ phase: 'running', progress: { phase: 'sizes', done: 0, total: photos.length } })
      running.postMessage({ photos })
    },
    [stop],
  )

  const cancel = useCallback(() => {
    stop()
    setState(IDLE)
  }, [stop])

  return { state, start, cancel }
}
