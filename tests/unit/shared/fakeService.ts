// The /v1 service as the areas' state tests meet it: an API client whose fetch the test answers, with each
// call recorded.

import { createApiClient } from '../../../shared/api/client.js'

export interface ServiceCall {
  method: string
  url: string
  body: string | null
}

export function fakeService(answer: (call: ServiceCall) => Response | Promise<Response>) {
  /** The addresses asked for, in order. */
  const asked: string[] = []
  const calls: ServiceCall[] = []
  const api = createApiClient({
    justification: () => '',
    fetch: async (url, init) => {
      const call = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? init.body : null }
      asked.push(url)
      calls.push(call)
      return answer(call)
    },
  })
  return { api, asked, calls }
}

/** A JSON reply with its status. */
export const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
