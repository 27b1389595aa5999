// The Camera ID calls (spec-2 §7 "Camera ID"): the queries the caller may see, uploading a fingerprint as a
// query, changing a query's reference, deleting one, a query's hits and a hit's sightings, the optimal
// resolutions and the statistics. Lists are cancelable, so that a screen left behind drops a reply on its way.

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import { API_BASE } from './request.js'
import type { Reply } from './types/reply.js'
import type {
  CamIdDeleteReply,
  CamIdHitList,
  CamIdHitSightings,
  CamIdMonthlyCounts,
  CamIdQueryList,
  CamIdQueryReply,
  CamIdReferenceReply,
  CamIdResolutionList,
  CamIdUserCounts,
  NewCamIdQuery,
} from './types/camid.js'
import type { CamIdMonthlyCount, CamIdUserCount } from './types/constants/camid.js'

export interface CamIdCalls {
  /** GET /v1/cameraid/queries: one page (from 1), the newest first; `noCache` asks past any cache. */
  queries(page: number, resultSize: number, noCache?: boolean): Cancelable<Reply<CamIdQueryList>>
  /** POST /v1/cameraid/queries/{encoded file name}: the fingerprint with its reference, queued as a query. */
  submit(fileName: string, request: NewCamIdQuery): Promise<Reply<CamIdQueryReply>>
  /** PUT /v1/cameraid/queries/{id}/{reference}: the owner's new reference. */
  rename(queryId: string, reference: string): Promise<Reply<CamIdReferenceReply>>
  /** DELETE /v1/cameraid/queries/{id}: the owner's query, with its hits. */
  remove(queryId: string): Promise<Reply<CamIdDeleteReply>>
  /** GET /v1/cameraid/hits?queryId=…: one page of the query's hits, the strongest first, with the query. */
  hits(queryId: string, page: number, resultSize: number): Cancelable<Reply<CamIdHitList>>
  /** GET /v1/cameraid/hits/{id}/sightings: the sightings of one hit. */
  hitSightings(hitId: string, page: number, resultSize: number): Cancelable<Reply<CamIdHitSightings>>
  /**
   * The address of the picture of one of a hit's sightings (GET /v1/cameraid/hits/{id}/pictures/{imageId}), for an
   * <img>: a Camera ID user may see the pictures of the hits they may see without the search's licence role.
   */
  hitPictureUrl(hitId: string, imageId: string, size: number): string
  /** GET /v1/cameraid/resolutions. */
  resolutions(): Cancelable<Reply<CamIdResolutionList>>
  /** GET /v1/cameraid/stats/counts/{queries|hits|indexed}: cumulative by month, oldest first. */
  monthlyCounts(count: CamIdMonthlyCount): Cancelable<Reply<CamIdMonthlyCounts>>
  /** GET /v1/cameraid/stats/counts/{queries|hits}/users: one page of totals per email and organisation. */
  userCounts(count: CamIdUserCount, page: number, resultSize: number): Cancelable<Reply<CamIdUserCounts>>
}

const queryPath = (queryId: string) => `/cameraid/queries/${encodeURIComponent(queryId)}`

export function camIdCalls(api: ApiClient = defaultApi): CamIdCalls {
  return {
    queries: (page, resultSize, noCache = false) =>
      api.cancelable.get<CamIdQueryList>('/cameraid/queries', { query: noCache ? { page, resultSize, noCache: 'true' } : { page, resultSize } }),
    submit: (fileName, request) => api.post<CamIdQueryReply>(`/cameraid/queries/${encodeURIComponent(fileName)}`, { json: request }),
    rename: (queryId, reference) => api.put<CamIdReferenceReply>(`${queryPath(queryId)}/${encodeURIComponent(reference)}`),
    remove: (queryId) => api.delete<CamIdDeleteReply>(queryPath(queryId)),
    hits: (queryId, page, resultSize) => api.cancelable.get<CamIdHitList>('/cameraid/hits', { query: { queryId, page, resultSize } }),
    hitSightings: (hitId, page, resultSize) =>
      api.cancelable.get<CamIdHitSightings>(`/cameraid/hits/${encodeURIComponent(hitId)}/sightings`, { query: { page, resultSize } }),
    hitPictureUrl: (hitId, imageId, size) =>
      `${API_BASE}/cameraid/hits/${encodeURIComponent(hitId)}/pictures/${encodeURIComponent(imageId)}?size=${size}`,
    resolutions: () => api.cancelable.get<CamIdResolutionList>('/cameraid/resolutions'),
    monthlyCounts: (count) => api.cancelable.get<CamIdMonthlyCounts>(`/cameraid/stats/counts/${count}`),
    userCounts: (count, page, resultSize) => api.cancelable.get<CamIdUserCounts>(`/cameraid/stats/counts/${count}/users`, { query: { page, resultSize } }),
  }
}
