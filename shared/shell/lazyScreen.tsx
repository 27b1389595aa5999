// A screen fetched from its own chunk when first drawn, with a loader until the chunk is here: an area's
// first load then carries only the screen most visitors open, and the libraries of the others (charts,
// exports) come only with them.

import { lazy, Suspense, type ComponentType } from 'react'
import { Loader } from '../ui/form/Loader.js'

/** `load` imports the screen's module and picks the screen; `loading` names what the loader waits for. */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>, loading: string): ComponentType<Props> {
  const Fetched = lazy(() => load().then((component) => ({ default: component })))
  return function Shown(props: Props) {
    return (
      <Suspense fallback={<Loader label={loading} />}>
        <Fetched {...props} />
      </Suspense>
    )
  }
}
