// The sighting page's loading (spec-1 §4.9): the details by id; on failure the server's message shows for
// 7 seconds and then the page leaves for its return path.

import { useEffect, useState } from 'react'
import type { SightingDetail } from '../../../shared/api/types/sightings.js'
import { SIGHTING_ERROR_MS, sightingLoader } from './sightingLoad.js'

export type SightingView = { kind: 'loading' } | { kind: 'loaded'; sighting: SightingDetail } | { kind: 'failed'; error: string }

export function useSighting(imageId: string, leave: () => void): SightingView {
  const [view, setView] = useState<SightingView>({ kind: 'loading' })

  useEffect(() => {
    setView({ kind: 'loading' })
    const call = sightingLoader.load(imageId)
    void call.promise.then((outcome) => {
      if (outcome.kind === 'loaded') setView({ kind: 'loaded', sighting: outcome.sighting })
      else if (outcome.kind === 'failed') setView({ kind: 'failed', error: outcome.error })
    })
    return call.cancel
  }, [imageId])

  const failed = view.kind === 'failed'
  useEffect(() => {
    if (!failed) return
    const timer = setTimeout(leave, SIGHTING_ERROR_MS)
    return () => clearTimeout(timer)
    // `leave` changes with every render; the timer belongs to the failure alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed])

  return view
}
