// After the emailed link verified an address, the page goes on to /search as spec-3 §2 says, and the edge
// sends a visitor who is not signed in from there to sign-in: the sign-in page then says, once, that the
// address is verified, so the person knows the link worked.

import { tabStorage } from '../../shared/session/browserStorage.js'

const KEY = 'sightline.verified'

export const ADDRESS_VERIFIED = 'Your email address is verified: log in to continue.'

/** Noted by the verify page just before it goes on. */
export function noteVerified(): void {
  try {
    tabStorage()?.setItem(KEY, '1')
  } catch {
    // Storage refused: the sign-in page simply says nothing.
  }
}

/** Whether an address was just verified in this tab; the note is spent by reading it. */
export function takeVerified(): boolean {
  const storage = tabStorage()
  try {
    const noted = storage?.getItem(KEY) === '1'
    storage?.removeItem(KEY)
    return noted
  } catch {
    return false
  }
}
