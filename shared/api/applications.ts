// The applications calls (spec-3 §4 "Applications", §7 "Applications"): the list (all of them for the
// global administrator, a creator's own for an AppCreator), creating one (the reply is the only one that
// holds its secret), updating one, and approving, activating, deactivating and deleting several at once,
// each answered per id; an approval names the version of each application the administrator reviewed.

import { api as defaultApi, type ApiClient } from './client.js'
import type { Reply } from './types/reply.js'
import type { ApplicationList, ApplicationReply, ApplicationRequest, BulkReply, CreatedApplicationReply } from './types/applications.js'

/** The calls that change several applications at once, by the word the screens use for them. */
export const BULK_ACTIONS = ['approve', 'activate', 'deactivate', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export interface ApplicationCalls {
  /** GET /v1/applications. */
  list(): Promise<Reply<ApplicationList>>
  /** POST /v1/applications: the new application with its client secret, shown in this reply only. */
  create(request: ApplicationRequest): Promise<Reply<CreatedApplicationReply>>
  /** POST /v1/applications/{id}: the reply is the application as the service now holds it. */
  update(id: number, request: ApplicationRequest): Promise<Reply<ApplicationReply>>
  /**
   * POST /v1/applications/approve, /activate or /deactivate, or DELETE /v1/applications, with {ids}: the
   * reply holds a result for each id. Approve also sends `versions`, the version reviewed of each id, and
   * the service refuses an id updated since.
   */
  bulk(action: BulkAction, ids: readonly number[], versions: Readonly<Record<string, number>>): Promise<Reply<BulkReply>>
}

export function applicationCalls(api: ApiClient = defaultApi): ApplicationCalls {
  return {
    list: () => api.get<ApplicationList>('/applications'),
    create: (request) => api.post<CreatedApplicationReply>('/applications', { json: request }),
    update: (id, request) => api.post<ApplicationReply>(`/applications/${id}`, { json: request }),
    bulk: (action, ids, versions) => {
      if (action === 'delete') return api.delete<BulkReply>('/applications', { json: { ids } })
      return api.post<BulkReply>(`/applications/${action}`, { json: action === 'approve' ? { ids, versions } : { ids } })
    },
  }
}
