// Loads the search area's later parts (laterParts.ts) once, and names each for React.lazy.

import { lazy, type LazyExoticComponent } from 'react'

type LaterParts = typeof import('./laterParts.js')

let loading: Promise<LaterParts> | null = null

/** Starts loading the later parts, or returns the load already started. */
export function loadLaterParts(): Promise<LaterParts> {
  loading ??= import('./laterParts.js')
  return loading
}

/** A component of the later parts, drawn through Suspense until they have loaded. */
export function laterPart<K extends keyof LaterParts>(name: K): LazyExoticComponent<LaterParts[K]> {
  return lazy(() => loadLaterParts().then((parts) => ({ default: parts[name] })))
}
