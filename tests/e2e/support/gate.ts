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

/**
 * Holds the replies to the page's requests for this path in the browser until the gate is opened: the
 * server has answered (and read what it read) when the request was made, and the page learns the answer,
 * and takes its cookies, only then. `answered` settles once the first such reply is being held.
 */
export async function holdReplies(page: Page, pathname: string, method = 'GET'): Promise<Gate & { answered: Promise<void> }> {
  const held = gate()
  const answered = gate()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
    if (new URL(request.url).pathname === pathname && request.method === method) {
      answered.open()
      await held.passed
    }
    await cdp.send('Fetch.continueRequest', { requestId }).catch(() => {})
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${pathname}*`, requestStage: 'Response' }] })
  return { ...held, answered: answered.passed }
}
