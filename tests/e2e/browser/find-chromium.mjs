// Where the browser tests find Chromium, in the order a developer expects: CHROMIUM_PATH, then Debian's
// headless shell (/usr/bin/chromium-headless-shell), then Debian's /usr/bin/chromium, then a browser that
// Playwright's own installer put in its cache. Shared by the set-up step of `npm test` and by
// playwright.config.ts, so both name the same browser.
//
// The headless shell comes first: it is the same engine without the full browser's window machinery, and the
// same 35 administration tests took 365 s of wall time and 705 CPU-seconds with it, against 583 s and 1,134
// with the full browser run headless (1 Dec 2026, two workers on two cores).

import { createRequire } from 'node:module'
import { isExecutable } from '../../support/machine.mjs'

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The Chromium Playwright would launch by itself, when its installer has put one on this machine. */
function playwrightsOwn() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    const path = chromium.executablePath()
    return path && isExecutable(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The browser to test with as `{ path, source }`, or `{ error }` when CHROMIUM_PATH names something that
 * cannot run (a setting given by hand is never silently replaced), or `{}` when there is none.
 */
export function findChromium(env = process.env) {
  const named = env.CHROMIUM_PATH
  if (named) {
    return isExecutable(named) ? { path: named, source: 'CHROMIUM_PATH' } : { error: `CHROMIUM_PATH=${named} is not an executable file.` }
  }
  if (isExecutable(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL, source: "Debian's chromium-headless-shell package" }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium package" }
  const own = playwrightsOwn()
  if (own) return { path: own, source: "Playwright's installer" }
  return {}
}
