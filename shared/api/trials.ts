// The user-trial calls (spec-3 §4 "User trials", §7 "Trials"): the global administrator's list of trials,
// the users who engaged with one, and creating one. The lists are cancelable, so that a screen left behind
// drops the reply still on its way.

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import type { Reply } from './types/reply.js'
import type { NewTrialRequest, TrialList, TrialReply, TrialUsersReply } from './types/trials.js'

export interface TrialCalls {
  /** GET /v1/trials: every trial, the latest to open first. */
  list(): Cancelable<Reply<TrialList>>
  /** GET /v1/trials/{id}/users: the users who registered with the trial's code. */
  users(trialId: number): Cancelable<Reply<TrialUsersReply>>
  /** POST /v1/trials: the reply is the trial as the service stored it. */
  create(request: NewTrialRequest): Promise<Reply<TrialReply>>
}

export function trialCalls(api: ApiClient = defaultApi): TrialCalls {
  return {
    list: () => api.cancelable.get<TrialList>('/trials'),
    users: (trialId) => api.cancelable.get<TrialUsersReply>(`/trials/${trialId}/users`),
    create: (request) => api.post<TrialReply>('/trials', { json: request }),
  }
}
