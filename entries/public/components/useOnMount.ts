// Runs a page's one action when it opens (sign out, verify, check the session), once even under StrictMode,
// whose second mount in development would otherwise repeat a call that must happen once.

import { useEffect, useRef } from 'react'

export function useOnMount(action: () => void | Promise<void>): void {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void action()
    // No dependencies: the action belongs to the page's opening, and later renders must not run it again.
  }, [])
}
