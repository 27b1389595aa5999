// Mounts an area's screen inside the shell frame into the page's root element, and checks the session on
// load (spec-1 §4.3).

import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellFrame } from './ShellFrame.js'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { sendUserMetric } from '../api/metrics.js'
import { checkSessionOnLoad, checksItsOwnSession, isSigningOut } from './sessionCheck.js'

export interface MountOptions {
  /**
   * The first draw waits for this (never longer than the area allows for it): a screen whose content is a
   * moment away draws once, with it, rather than drawing, laying out and painting the page twice.
   */
  firstDrawAfter?: Promise<unknown>
}

export function mountArea(screen: ReactNode, { firstDrawAfter }: MountOptions = {}): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const { session, section, settings } = readBootstrap()
  // spec-1 §7: page-view events are sent when a user is known.
  if (session) sendUserMetric('page', 'page-view', { section })
  if (!isSigningOut(location.pathname) && !checksItsOwnSession(location.pathname)) {
    void checkSessionOnLoad({
      store: sessionStore,
      address: { pathname: location.pathname, search: location.search },
      restricted: settings.restricted,
      // replace: Back must not return to a page the visitor may not see.
      leave: (to) => location.replace(to),
    })
  }
  const draw = () =>
    createRoot(root).render(
      <StrictMode>
        <ShellFrame>{screen}</ShellFrame>
      </StrictMode>,
    )
  if (firstDrawAfter) void firstDrawAfter.then(draw, draw)
  else draw()
}
