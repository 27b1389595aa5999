// The old-browser warning's rules (spec-1 §2.1): who sees it, and that a dismissal lasts for the session.

import { tabStorage } from '../session/browserStorage.js'

/** Internet Explorer 11 says Trident/; older ones say MSIE. */
export function isOldBrowser(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent)
}

/** spec-1 §2.1: the warning shows for 10 seconds. */
export const OLD_BROWSER_WARNING_MS = 10_000
const DISMISSED_KEY = 'sightline.oldBrowserWarningDismissed'

export function wasDismissed(storage: Storage | null = tabStorage()): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberDismissal(storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(DISMISSED_KEY, '1')
  } catch {
    // storage refused: the warning is gone from this page at least
  }
}

/**
 * The tab's storage is opened only for an old browser: a page's first touch of it waits on the browser (4 ms
 * on a slow machine), and every page's first draw asks this.
 */
export function shouldWarn(userAgent: string, storage: () => Storage | null = tabStorage): boolean {
  return isOldBrowser(userAgent) && !wasDismissed(storage())
}
