// A screen's run of a Web Worker built as its own file: the worker is made when the screen mounts (so its code
// loads while the user chooses what to give it), each run posts one request and gathers the worker's replies
// into the screen's state, Cancel or leaving ends the worker, and the next run makes another. A build without the
// worker, or a worker that stops, leaves the run in the screen's own failed state with its words.

import { useCallback, useEffect, useRef, useState } from 'react'

export interface WorkerRunSpec<Request, Reply, State> {
  /** The worker's address, or null in a build that has none. */
  url: string | null
  /** The worker's name, as the browser's tools show it. */
  name: string
  idle: State
  /** The state a run starts in, before any reply. */
  started(request: Request): State
  /** The state after one reply of the worker. */
  afterReply(state: State, reply: Reply): State
  /** The state of a run that cannot go on, with the sentence that says why. */
  failed(message: string): State
  /** What the build says when it has no worker: "The extractor is not part of this build." */
  missing: string
  /** What the worker is called when it stops: "The extractor" gives "The extractor stopped: …". */
  called: string
}

export function useWorkerRun<Request, Reply, State>(spec: WorkerRunSpec<Request, Reply, State>) {
  const [state, setState] = useState<State>(spec.idle)
  const worker = useRef<Worker | null>(null)
  const newWorker = useCallback(() => (spec.url ? new Worker(spec.url, { name: spec.name }) : null), [spec])

  const stop = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
  }, [])

  useEffect(() => {
    worker.current = newWorker()
    return stop
  }, [newWorker, stop])

  const start = useCallback(
    (request: Request) => {
      const running = worker.current ?? newWorker()
      worker.current = running
      if (!running) {
        setState(spec.failed(spec.missing))
        return
      }
      running.onmessage = (event: MessageEvent<Reply>) => setState((now) => spec.afterReply(now, event.data))
      running.onerror = (event) => {
        event.preventDefault()
        stop()
        setState(spec.failed(`${spec.called} stopped: ${event.message || 'it could not be loaded'}.`))
      }
      setState(spec.started(request))
      running.postMessage(request)
    },
    [newWorker, spec, stop],
  )

  const cancel = useCallback(() => {
    stop()
    setState(spec.idle)
  }, [spec, stop])

  return { state, start, cancel }
}
