// The justification a user gave for their use of Sightline (spec-1 §4.4), kept in this browser.

export const JUSTIFICATION_MIN = 3
export const JUSTIFICATION_MAX = 1000

const STORAGE_KEY = 'sightline.justification'

// Used when localStorage is missing (Node, tests) or refuses (blocked storage, private mode, quota),
// so a justification the user set still goes with their calls for the life of the page.
let inMemory = ''

function storage(): Storage | null {
  try {
    // Reading the global itself can throw a SecurityError when the browser blocks site data.
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The stored justification, or '' when none was set. */
export function readJustification(): string {
  try {
    const stored = storage()?.getItem(STORAGE_KEY)
    if (typeof stored === 'string') return stored
  } catch {
    // fall through to the in-memory copy
  }
  return inMemory
}

/** Stores the justification (trimmed); '' clears it. Never throws. */
export function storeJustification(text: string): void {
  const value = text.trim()
  inMemory = value
  try {
    const store = storage()
    if (!store) return
    if (value === '') store.removeItem(STORAGE_KEY)
    else store.setItem(STORAGE_KEY, value)
  } catch {
    // the in-memory copy stands in (see above)
  }
}

// spec-1 §5: required, 3 to 1000 characters.
export function isValidJustification(text: unknown): text is string {
  if (typeof text !== 'string') return false
  const length = text.trim().length
  return length >= JUSTIFICATION_MIN && length <= JUSTIFICATION_MAX
}

/** spec-1 §4.4: the blocking dialog shows while a user who needs one has no valid justification stored. */
export function justificationMissing(needsJustification: boolean, stored: string): boolean {
  return needsJustification && !isValidJustification(stored)
}
