// The browser tests' `test`: Playwright's, with the calls a test makes itself (its `request`, and a page's
// `page.request`) made again when the service refuses them as busy. On two shared cores a service worker may
// shed any call for a moment (503 with Retry-After, server/api/plugins/load-shedding.ts, or the edge's
// admission limit); the page's own client waits and asks again (shared/api/client.ts), and a test setting up
// its data does the same, so a moment of load is never read as the product failing. A refusal without
// Retry-After (a write that met a busy database, which may have done part of its work) is returned as it came.

import { test as base, type APIRequestContext, type APIResponse } from '@playwright/test'

export { expect } from '@playwright/test'

const CALLS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'])
const MOST_TRIES = 6

function retryAfterSeconds(reply: APIResponse): number | null {
  if (reply.status() !== 503) return null
  const seconds = Number(reply.headers()['retry-after'])
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null
}

/** Makes a call, and again while it is refused as busy, waiting what each refusal asks: the last reply. */
export async function againWhenBusy(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let tries = 1; ; tries++) {
    const reply = await call()
    const wait = retryAfterSeconds(reply)
    if (wait === null || tries === MOST_TRIES) return reply
    await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  }
}

/** The same request context, whose calls wait out a busy refusal and are made again. */
export function retryingWhenBusy(context: APIRequestContext): APIRequestContext {
  return new Proxy(context, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (typeof property !== 'string' || !CALLS.has(property)) return value.bind(target)
      return (...args: unknown[]) => againWhenBusy(() => value.apply(target, args) as Promise<APIResponse>)
    },
  })
}

export const test = base.extend({
  request: async ({ request }, use) => use(retryingWhenBusy(request)),
  page: async ({ page }, use) => {
    Object.defineProperty(page, 'request', { value: retryingWhenBusy(page.request) })
    await use(page)
  },
})
