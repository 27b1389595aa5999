// A stored query and hit as the Camera ID replies carry them (spec-2 §3): ISO times, the owner by email, and
// whether the caller may change the query.

import type { CamIdHit, CamIdQuery } from '../../../shared/api/types/camid.js'
import type { CamIdQueryRecord } from '../store/camid/queries.js'
import type { CamIdHitRecord } from '../store/camid/hits.js'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function queryView(query: CamIdQueryRecord, callerId: number): CamIdQuery {
  return {
    id: String(query.id),
    caseId: query.reference,
    email: query.ownerEmail,
    creationDate: new Date(query.createdAt).toISOString(),
    quality: query.quality,
    fileName: query.fileName,
    resolution: `${query.width}x${query.height}`,
    density: query.density,
    state: query.state,
    progressDone: query.progressDone,
    progressTotal: query.progressTotal,
    hitCount: query.hitCount,
    finished: iso(query.finishedAt),
    error: query.error,
    own: query.userId === callerId,
  }
}

export function hitView(hit: CamIdHitRecord): CamIdHit {
  return {
    id: String(hit.id),
    queryId: String(hit.queryId),
    score: hit.score,
    hitDate: new Date(hit.foundAt).toISOString(),
    sources: hit.checksum === null ? [] : [{ bigSearchData: { checksum: hit.checksum } }],
    sightings: hit.sightings,
  }
}
