// Where the frame finds its signed-in parts (signedInChrome.ts): at hand in an area's first load, or loaded the
// first time a signed-in user is drawn. Each area says which when it mounts (mountArea).

import { useEffect, useState } from 'react'

export type SignedInChrome = typeof import('./signedInChrome.js')
/** The parts themselves, or how to load them. */
export type ChromeSource = SignedInChrome | (() => Promise<SignedInChrome>)

let source: ChromeSource | null = null

export function provideChrome(given: ChromeSource): void {
  source = given
}

const atHand = (): SignedInChrome | null => (source !== null && typeof source !== 'function' ? source : null)

/** The signed-in parts once they are here: at once when the area carries them, else after loading them for a user. */
export function useSignedInChrome(signedIn: boolean): SignedInChrome | null {
  const [loaded, setLoaded] = useState(atHand)
  useEffect(() => {
    if (!signedIn || loaded || typeof source !== 'function') return
    let gone = false
    // A part that could not be fetched leaves the page without its menu: the page itself still works.
    source().then(
      (parts) => !gone && setLoaded(parts),
      () => {},
    )
    return () => {
      gone = true
    }
  }, [signedIn, loaded])
  return loaded
}
