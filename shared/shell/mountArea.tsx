// Mounts an area's screen inside the shell frame into the page's root element, and checks the session on
// load (spec-1 §4.3).

import { StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellFrame } from './ShellFrame.js'
import { provideChrome, type ChromeSource } from './chrome.js'
import { readBootstrap } from '../session/bootstrap.js'
import { sessionStore } from '../session/store.js'
import { sendUserMetric } from '../api/metrics.js'
import { checkSessionOnLoad, checksItsOwnSession, isSigningOut } from './sessionCheck.js'
import { afterNextPaint } from '../state/afterNextPaint.js'

export interface MountOptions {
  /**
   * The frame's signed-in parts (signedInChrome.ts): the module itself, in the area's first load, for an area only
   * signed-in users open; or how to load it, for one mostly seen signed out.
   */
  chrome: ChromeSource
  /**
   * The first draw waits for this (never longer than the area allows for it): a screen whose content is a
   * moment away draws once, with it, rather than drawing, laying out and painting the page twice.
   */
  firstDrawAfter?: Promise<unknown>
  /**
   * Work that waits until the first draw is on screen, such as fetching the area's later parts: a page that
   * waits for its first results is idle meanwhile, and work started then (a chunk to fetch, compile and run)
   * takes the cores from the draw it waits for.
   */
  afterFirstPaint?: () => void
}

export function mountArea(screen: ReactNode, { chrome, firstDrawAfter, afterFirstPaint }: MountOptions): void {
  provideChrome(chrome)
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  // Once: StrictMode runs an effect twice in development.
  let painted = false
  const afterPaint = () => {
    if (painted) return
    painted = true
    startPageCalls()
    afterFirstPaint?.()
  }
  const draw = () =>
    createRoot(root).render(
      <StrictMode>
        <ShellFrame>{screen}</ShellFrame>
        <AfterFirstPaint run={afterPaint} />
      </StrictMode>,
    )
  if (firstDrawAfter) void firstDrawAfter.then(draw, draw)
  else draw()
}

// Once a page: StrictMode runs an effect twice in development.
let pageCallsStarted = false

/**
 * The page-view event and the session check on load go out once the first draw is on screen: started before,
 * their answers, and the shell drawn again with the checked session, held the first draw back. The session
 * checked is one the edge has just accepted for this page, so the moment's wait loses nothing.
 */
function startPageCalls(): void {
  if (pageCallsStarted) return
  pageCallsStarted = true
  const { session, section, settings } = readBootstrap()
  // spec-1 §7: page-view events are sent when a user is known. Not from the sign-out page: its event would reach the
  // service after the session it belongs to has ended, and the 401 would send the browser to sign out again.
  if (session && !isSigningOut(location.pathname)) sendUserMetric('page', 'page-view', { section })
  if (!isSigningOut(location.pathname) && !checksItsOwnSession(location.pathname)) {
    void checkSessionOnLoad({
      store: sessionStore,
      address: { pathname: location.pathname, search: location.search },
      restricted: settings.restricted,
      // replace: Back must not return to a page the visitor may not see.
      leave: (to) => location.replace(to),
    })
  }
}

function AfterFirstPaint({ run }: { run: () => void }) {
  useEffect(() => afterNextPaint(run), [run])
  return null
}
