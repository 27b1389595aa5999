// An area's client routing: the route table decides what each path is, as the edge decides a page request
// (ARCHITECTURE.md "One route table"), and the area only names a screen for each of its pages. A path the
// area does not serve to this visitor is a full page load (another area, a redirect, sign-in); a guard
// outcome shows the page the edge would have answered.

import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { usePathname, useSearch } from 'wouter/use-browser-location'
import { useSignals } from '@preact/signals-react/runtime'
import type { Entry } from '../routes/entries.js'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { Loader } from '../ui/form/Loader.js'
import { AccessDenied } from './AccessDenied.js'
import { AreaPlaceholder } from './AreaPlaceholder.js'
import { areaViewFor, strayScreens } from './areaView.js'
import { NotFound } from './NotFound.js'
import type { ParamsOf } from './screenParams.js'
import { usePageTitle } from './usePageTitle.js'

/**
 * An area's screens by the route table's path pattern, each returning the element to draw:
 * `'/sighting/:imageId': ({ imageId }) => <SightingScreen imageId={imageId} />`.
 */
export type Screens<S> = { [P in keyof S]: (params: ParamsOf<P & string>) => ReactNode }

interface Props<S> {
  area: Entry
  screens: Screens<S>
  /** Heads the placeholder of a page that has no screen yet; the page's section when absent. */
  name?: string
}

export function AreaRoutes<S>({ area, screens, name }: Props<S>) {
  useSignals()
  // The browser's own path and query, still percent-encoded, as the edge reads the request line.
  const pathname = usePathname()
  const search = useSearch()
  const stray = useMemo(() => strayScreens(area, Object.keys(screens as object)), [area, screens])
  if (stray.length) throw new Error(`The route table has no page of the ${area} area at ${stray.join(', ')}`)
  const view = areaViewFor({ pathname, search, user: sessionStore.summary.value, restricted: readBootstrap().settings.restricted }, area)

  usePageTitle(view.kind === 'leave' ? null : view.section)
  const address = pathname + search
  const drawnAddress = useRef(address)
  const leaveTo = view.kind === 'leave' ? view.location : null
  const toSignIn = view.kind === 'leave' && view.signIn === true
  useEffect(() => {
    const moved = drawnAddress.current !== address
    drawnAddress.current = address
    // A session that ends in place (inactivity, the check on load, signing out) is left by what ended it,
    // to /logout or /login: leaving for sign-in too would cut that short. Any move is left here.
    if (!leaveTo || (toSignIn && !moved)) return
    // replace: the address client routing just pushed is the one this load answers, as a link would have.
    location.replace(leaveTo)
  }, [address, leaveTo, toSignIn])

  switch (view.kind) {
    case 'leave':
      return <Loader label="Loading…" />
    case 'notFound':
    case 'deactivated':
      return <NotFound deactivated={view.kind === 'deactivated'} />
    case 'denied':
      return <AccessDenied />
    case 'page': {
      const screen = (screens as Record<string, ((params: Record<string, string>) => ReactNode) | undefined>)[view.path]
      return screen ? screen(view.params) : <AreaPlaceholder area={name ?? view.section} section={view.section} />
    }
  }
}
