// A gate a test holds a request at: the page's call waits behind it until the test opens it, so that what the
// page shows while a reply is on its way can be looked at for as long as it takes.

import type { Page } from '@playwright/test'

export interface Gate {
  /** Settles once the gate is opened. */
  passed: Promise<void>
  open(): void
}

export function gate(): Gate {
  let open = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  return { passed, open }
}

/** Holds every request the page makes for this path until the gate it returns is opened; they then go on. */
export async function holdRequests(page: Page, pathname: string): Promise<Gate> {
  const held = gate()
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await held.passed
      await route.continue()
    },
  )
  return held
}
