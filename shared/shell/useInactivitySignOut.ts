// Signs a signed-in user out after 30 minutes without input (spec-1 §4.3): the session-expiry action, then
// /logout with the current address to come back to.

import { useEffect } from 'react'
import { forgetActivity, watchInactivity } from '../session/inactivity.js'
import { tabStorage } from '../session/browserStorage.js'
import { sessionStore } from '../session/store.js'

export function logoutAddress(pathname: string, search: string): string {
  return '/logout?redirect=' + encodeURIComponent(pathname + search)
}

export function useInactivitySignOut(signedIn: boolean, watched: boolean): void {
  useEffect(() => {
    if (!signedIn || !watched) return
    const storage = tabStorage()
    // Date.now and setInterval only, so a test's fake clock drives it like the real one.
    return watchInactivity({
      input: window,
      visibility: document,
      isVisible: () => document.visibilityState === 'visible',
      storage,
      now: () => Date.now(),
      every: (ms, check) => {
        const timer = setInterval(check, ms)
        return () => clearInterval(timer)
      },
      onIdle: () => {
        forgetActivity(storage)
        sessionStore.expireSession()
        location.assign(logoutAddress(location.pathname, location.search))
      },
    })
  }, [signedIn, watched])
}
