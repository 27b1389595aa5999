// The sighting page's loading (spec-1 §4.9): the details by id through the sighting query; leaving the page
// or opening another cancels a call on its way. On failure the server's message shows for 7 seconds and
// then the page leaves for its return path.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { SightingDetail } from '../../../shared/api/types/sightings.js'
import { SIGHTING_ERROR_MS, sightingQuery } from './sightingLoad.js'

export type SightingView = { kind: 'loading' } | { kind: 'loaded'; sighting: SightingDetail } | { kind: 'failed'; error: string }

export function useSighting(imageId: string, leave: () => void): SightingView {
  useSignals()
  useEffect(() => {
    void sightingQuery.load(imageId)
    return () => void sightingQuery.load(null)
  }, [imageId])

  const now = sightingQuery.state.value
  const ours = now.kind !== 'idle' && now.key === imageId
  const view: SightingView =
    ours && now.kind === 'loaded' ? { kind: 'loaded', sighting: now.sighting } : ours && now.kind === 'failed' ? { kind: 'failed', error: now.error } : { kind: 'loading' }

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
