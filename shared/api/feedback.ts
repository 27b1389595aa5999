// Writing to support (POST /v1/feedback), from write-to-us and the chat panel.

import { api as defaultApi, type ApiClient } from './client.js'
import type { FeedbackRequest } from './types/account.js'
import type { Reply } from './types/reply.js'

export interface FeedbackCalls {
  send(request: FeedbackRequest): Promise<Reply<object>>
}

export function feedbackCalls(api: ApiClient = defaultApi): FeedbackCalls {
  return { send: (request) => api.post('/feedback', { json: request }) }
}

/** The feedback calls with the browser's client. */
export const feedback: FeedbackCalls = feedbackCalls()
