// The fingerprint dialog's run of its worker (fingerprint.worker.ts, on shared/ui/useWorkerRun.ts): its replies
// gathered into what the dialog shows. The worker is made when the dialog opens, so that the estimate's code loads
// while the user chooses photos.

import { useCallback } from 'react'
import { useWorkerRun, type WorkerRunSpec } from '../../../shared/ui/useWorkerRun.js'
import type { FingerprintProgress, FingerprintReply, MadeFingerprint } from './messages.js'
import { FINGERPRINT_WORKER_URL } from './workerUrl.js'

export type Making =
  | { phase: 'idle' }
  | { phase: 'running'; progress: FingerprintProgress }
  | { phase: 'done'; made: MadeFingerprint }
  | { phase: 'refused'; message: string }

const IDLE: Making = { phase: 'idle' }

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

const MAKER: WorkerRunSpec<{ photos: File[] }, FingerprintReply, Making> = {
  url: FINGERPRINT_WORKER_URL,
  name: 'fingerprint',
  idle: IDLE,
  started: ({ photos }) => ({ phase: 'running', progress: { phase: 'sizes', done: 0, total: photos.length } }),
  afterReply,
  failed: (message) => ({ phase: 'refused', message }),
  missing: 'Making a fingerprint is not part of this build.',
  called: 'The fingerprint maker',
}

export function useFingerprintMaker() {
  const { state, start, cancel } = useWorkerRun(MAKER)
  const begin = useCallback((photos: File[]) => start({ photos }), [start])
  return { state, start: begin, cancel }
}
