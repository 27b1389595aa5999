// The Camera ID calls of spec-2 §7: the queries a caller may see, uploading a fingerprint as a query (a job the
// engine runs), changing a query's reference and deleting it (its owner only), a query's hits and a hit's
// sightings, the optimal resolutions and the statistics. spec-2 §6: the global administrator or the CameraId role.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  CamIdDeleteReply,
  CamIdHitList,
  CamIdHitListQuery,
  CamIdHitParams,
  CamIdHitPictureParams,
  CamIdHitPictureQuery,
  CamIdHitSightingsQuery,
  CamIdMonthlyCounts,
  CamIdQueryList,
  CamIdQueryListQuery,
  CamIdQueryParams,
  CamIdQueryReply,
  CamIdReferenceParams,
  CamIdReferenceReply,
  CamIdResolutionList,
  CamIdUserCounts,
  CamIdUserCountsQuery,
  NewCamIdQuery,
  NewCamIdQueryParams,
} from '../../../shared/api/types/schemas/camid.js'
import { NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import {
  CAMID_HIT_NOT_FOUND,
  CAMID_MONTHLY_COUNTS,
  CAMID_NOT_OWNER,
  CAMID_QUERY_NOT_FOUND,
  CAMID_UPLOAD_LIMIT_BYTES,
  CAMID_USER_COUNTS,
} from '../../../shared/api/types/constants/camid.js'
import { FAILURES, replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { readTablePaging } from '../table-paging.js'
import { listReplyJson } from '../search/reply-json.js'
import type { ApiContext } from '../context.js'
import { deleteQuery, readableQueries, readableQuery, referencesOf, renameQuery, type QueryReader } from '../store/camid/queries.js'
import { hitById, hitSightingIds, hitsOfQuery, isHitSighting } from '../store/camid/hits.js'
import { resultItemsOf } from '../store/sightings/result-items.js'
import { Thumbnails } from '../media/thumbnails.js'
import { NO_IMAGE, pictureSizeOf, sendPicture } from '../media/picture-reply.js'
import { monthlyCounts, userCounts } from '../store/camid/stats.js'
import { optimalResolutions } from '../camid/resolutions.js'
import { acceptQuery, dropFingerprint } from '../camid/accept-query.js'
import { hitView, queryView } from '../camid/views.js'
import { licencesGranting } from '../accounts/licence-access.js'
import { readableText } from '../readable-text.js'

/** spec-2 §6. */
const CAMERA_ID = 'CameraId'
const GUARD = { licenceRole: CAMERA_ID, orGlobalAdmin: true } as const
/** The references offered in the reference step of an upload. */
const REFERENCES_OFFERED = 50
const JSON_TYPE = 'application/json; charset=utf-8'

/** The caller as a reader of queries: the licences they hold Camera ID from now, read on every call. */
async function readerOf(ctx: ApiContext, request: FastifyRequest): Promise<QueryReader> {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return { userId: account.user.id, licenceIds: await licencesGranting(request, ctx, CAMERA_ID), globalAdmin: account.user.isAdmin }
}

/** The query named in the path, if the caller may see it; 404 otherwise (another licence's reads as unknown). */
async function visibleQuery(ctx: ApiContext, request: FastifyRequest, id: string) {
  const query = await readableQuery(ctx.store, await readerOf(ctx, request), Number(id))
  if (!query) throw new CallFailure(404, CAMID_QUERY_NOT_FOUND)
  return query
}

/** The query named in the path, if the caller owns it: 404 when they cannot see it, 403 when it is another's. */
async function ownQuery(ctx: ApiContext, request: FastifyRequest, id: string) {
  const query = await visibleQuery(ctx, request, id)
  if (query.userId !== request.account?.user.id) throw new CallFailure(403, CAMID_NOT_OWNER)
  return query
}

const idDetails = (request: FastifyRequest) => (request.params as { id?: string }).id ?? ''

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const thumbnails = new Thumbnails(ctx.store, ctx.dataDir)

  app.get<{ Querystring: CamIdQueryListQuery }>(
    '/v1/cameraid/queries',
    { schema: { querystring: CamIdQueryListQuery, response: replies(CamIdQueryList) }, config: { guard: GUARD, audit: { action: 'camid-queries' } } },
    async (request): Promise<CamIdQueryList> => {
      // noCache (spec-2 §7) asks past a cache: every list is read afresh here.
      const { offset, resultSize } = readTablePaging(request.query)
      const reader = await readerOf(ctx, request)
      const { queries, total } = await readableQueries(ctx.store, reader, offset, resultSize)
      return {
        success: true,
        queries: queries.map((query) => queryView(query, reader.userId)),
        totalResults: total,
        references: await referencesOf(ctx.store, reader.userId, REFERENCES_OFFERED),
      }
    },
  )

  app.post<{ Params: NewCamIdQueryParams; Body: NewCamIdQuery }>(
    '/v1/cameraid/queries/:fileName',
    {
      bodyLimit: CAMID_UPLOAD_LIMIT_BYTES,
      schema: { params: NewCamIdQueryParams, body: NewCamIdQuery, response: replies(CamIdQueryReply) },
      config: { guard: GUARD, audit: { action: 'camid-query', details: (request) => (request.params as NewCamIdQueryParams).fileName } },
    },
    async (request): Promise<CamIdQueryReply> => {
      const reader = await readerOf(ctx, request)
      const query = await acceptQuery(ctx, reader, request.params.fileName, request.body)
      ctx.jobQueued()
      return { success: true, query: queryView(query, reader.userId) }
    },
  )

  app.put<{ Params: CamIdReferenceParams }>(
    '/v1/cameraid/queries/:id/:reference',
    {
      // The new reference is in the path (spec-2 §7); a body is never read.
      schema: { params: CamIdReferenceParams, body: UnreadBody, response: replies(CamIdReferenceReply) },
      config: { guard: GUARD, audit: { action: 'camid-reference', details: idDetails } },
    },
    async (request): Promise<CamIdReferenceReply> => {
      const query = await ownQuery(ctx, request, request.params.id)
      const reference = readableText(request.params.reference.trim(), 'The reference', 'reference')
      if (reference === '') throw new CallFailure(400, 'A reference is required.', 'reference')
      if (!(await renameQuery(ctx.store, query.userId, query.id, reference))) throw new CallFailure(404, CAMID_QUERY_NOT_FOUND)
      return { success: true, id: String(query.id), caseId: reference, references: await referencesOf(ctx.store, query.userId, REFERENCES_OFFERED) }
    },
  )

  // The rows go first, in one transaction (a running job stops at its next run, finding its row gone), the
  // fingerprint file last.
  app.delete<{ Params: CamIdQueryParams }>(
    '/v1/cameraid/queries/:id',
    { schema: { params: CamIdQueryParams, response: replies(CamIdDeleteReply) }, config: { guard: GUARD, audit: { action: 'camid-delete', details: idDetails } } },
    async (request): Promise<CamIdDeleteReply> => {
      const query = await ownQuery(ctx, request, request.params.id)
      const path = await deleteQuery(ctx.store, query.userId, query.id)
      if (path === null) throw new CallFailure(404, CAMID_QUERY_NOT_FOUND)
      await dropFingerprint(ctx, path)
      return { success: true, deleted: [String(query.id)] }
    },
  )

  app.get<{ Querystring: CamIdHitListQuery }>(
    '/v1/cameraid/hits',
    {
      schema: { querystring: CamIdHitListQuery, response: replies(CamIdHitList) },
      config: { guard: GUARD, audit: { action: 'camid-result', details: (request) => (request.query as CamIdHitListQuery).queryId } },
    },
    async (request): Promise<CamIdHitList> => {
      const reader = await readerOf(ctx, request)
      const query = await readableQuery(ctx.store, reader, Number(request.query.queryId))
      if (!query) throw new CallFailure(404, CAMID_QUERY_NOT_FOUND)
      const { offset, resultSize } = readTablePaging(request.query)
      // A query's hits appear when its job has finished (issue 31): until then the page shows its progress.
      const { hits, total } = query.state === 'COMPLETE' ? await hitsOfQuery(ctx.store, query.id, offset, resultSize) : { hits: [], total: 0 }
      return { success: true, hits: hits.map(hitView), totalResults: total, query: queryView(query, reader.userId) }
    },
  )

  app.get<{ Params: CamIdHitParams; Querystring: CamIdHitSightingsQuery }>(
    '/v1/cameraid/hits/:id/sightings',
    {
      // No 200 schema: the reply is written around result items SQLite made JSON already (reply-json.ts);
      // tests/unit/server/api/camid-routes.test.ts checks real ones against CamIdHitSightings.
      schema: { params: CamIdHitParams, querystring: CamIdHitSightingsQuery, response: FAILURES },
      config: { guard: GUARD, audit: { action: 'camid-hit-sightings', details: idDetails } },
    },
    async (request, reply) => {
      const hit = await hitById(ctx.store, Number(request.params.id))
      // A hit of a query the caller may not see reads as unknown.
      if (!hit || !(await readableQuery(ctx.store, await readerOf(ctx, request), hit.queryId))) throw new CallFailure(404, CAMID_HIT_NOT_FOUND)
      const { offset, resultSize } = readTablePaging(request.query)
      const page = await hitSightingIds(ctx.store, hit.id, offset, resultSize)
      // Their result items from the sightings' store, in the page's order.
      const items = await resultItemsOf(ctx.store, page.ids)
      return reply.type(JSON_TYPE).send(listReplyJson(page.ids.flatMap((id) => items.get(id) ?? []), page.total))
    },
  )

  // The pictures of a hit's sightings, for a Camera ID user without the search's licence role (the thumbnail path
  // needs MetadataSearch): only those of a hit of a query the caller may see, and only that hit's sightings.
  app.get<{ Params: CamIdHitPictureParams; Querystring: CamIdHitPictureQuery }>(
    '/v1/cameraid/hits/:id/pictures/:imageId',
    {
      schema: { params: CamIdHitPictureParams, querystring: CamIdHitPictureQuery, response: FAILURES },
      config: { guard: GUARD, audit: { action: 'camid-hit-picture', details: (request) => (request.params as CamIdHitPictureParams).imageId } },
    },
    async (request, reply) => {
      const size = pictureSizeOf(request.query.size)
      const hit = await hitById(ctx.store, Number(request.params.id))
      if (!hit || !(await readableQuery(ctx.store, await readerOf(ctx, request), hit.queryId))) throw new CallFailure(404, CAMID_HIT_NOT_FOUND)
      if (!(await isHitSighting(ctx.store, hit.id, request.params.imageId))) throw new CallFailure(404, NO_IMAGE)
      return sendPicture(reply, await thumbnails.picture(request.params.imageId, size))
    },
  )

  app.get(
    '/v1/cameraid/resolutions',
    { schema: { querystring: NoQuery, response: replies(CamIdResolutionList) }, config: { guard: GUARD, audit: { action: 'camid-resolutions' } } },
    async (): Promise<CamIdResolutionList> => ({ success: true, items: await optimalResolutions(ctx.store) }),
  )

  for (const count of CAMID_MONTHLY_COUNTS) {
    app.get(
      `/v1/cameraid/stats/counts/${count}`,
      { schema: { querystring: NoQuery, response: replies(CamIdMonthlyCounts) }, config: { guard: GUARD, audit: { action: 'camid-stats' } } },
      async (): Promise<CamIdMonthlyCounts> => ({
        success: true,
        rows: (await monthlyCounts(ctx.store, count)).map((row) => ({ key1: row.month, key2: null, count: row.cumulative })),
      }),
    )
  }

  for (const count of CAMID_USER_COUNTS) {
    app.get<{ Querystring: CamIdUserCountsQuery }>(
      `/v1/cameraid/stats/counts/${count}/users`,
      { schema: { querystring: CamIdUserCountsQuery, response: replies(CamIdUserCounts) }, config: { guard: GUARD, audit: { action: 'camid-stats' } } },
      async (request): Promise<CamIdUserCounts> => {
        const { offset, resultSize } = readTablePaging(request.query)
        const reader = await readerOf(ctx, request)
        const { rows, total } = await userCounts(ctx.store, count, reader, offset, resultSize)
        return { success: true, rows: rows.map((row) => ({ key1: row.email, key2: row.organization, count: row.count })), totalResults: total }
      },
    )
  }
}

export default fp(plugin, { name: 'camid', fastify: '5.x' })
