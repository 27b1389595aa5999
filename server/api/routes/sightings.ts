// The sighting calls of spec-1 §7: the search with the whole filter language, one sighting, and the
// PhotoDNA similar search. All need a session (or an API key) and the MetadataSearch licence role.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import {
  SearchQuery,
  SightingParams,
  SightingReply,
  SimilarParams,
  SimilarSearchQuery,
} from '../../../shared/api/types/schemas/sightings.js'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { FAILURES, replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { METADATA_SEARCH } from '../accounts/licence-access.js'
import { parsePhotoDnaHash } from '../search/photodna-hash.js'
import { placeholderNotices } from '../search/placeholder-notices.js'
import { listReplyJson } from '../search/reply-json.js'
import { queryOf, readPaging, readSearchRequest } from '../search/request.js'
import { findSightingByImageId } from '../store/sightings/detail.js'
import { searchSightings } from '../store/sightings/search.js'
import { similarSightings } from '../store/sightings/similar.js'
import type { ApiContext } from '../context.js'

export const SIGHTING_NOT_FOUND = 'This image could not be found.'
export const NOT_A_PHOTODNA_HASH = 'The hash is not a PhotoDNA hash: give 144 numbers separated by commas, hex or base64.'
/**
 * Squared Euclidean distance under which two PhotoDNA vectors count as similar: about 8 steps per byte on
 * average, above what re-encoding and resizing move and far below two different pictures. A wider
 * threshold makes the pivot index read many more candidates at a million sightings.
 */
export const SIMILAR_MAX_SQUARED_DISTANCE = 10_000

const JSON_TYPE = 'application/json; charset=utf-8'

/** spec-1 §6: every sighting call needs the MetadataSearch licence role; a sighting's picture too (routes/media.ts). */
export const SIGHTING_GUARD = { licenceRole: METADATA_SEARCH } as const
const GUARD = SIGHTING_GUARD

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  // No 200 schema here or on the similar search: each reply is written around result items the engine made JSON
  // already. tests/unit/server/api/route-contracts.test.ts checks real ones against SearchReply and SimilarReply.
  app.get(
    '/v1/sightings',
    {
      schema: { querystring: SearchQuery, response: FAILURES },
      config: {
        guard: GUARD,
        // The investigator's search belongs in the audit log, even when it is refused.
        audit: { action: 'search', details: (request) => queryOf(request).toString() },
      },
    },
    async (request, reply) => {
      const params = queryOf(request)
      const search = readSearchRequest(params)
      request.audit.details = search.queryString
      const page = await searchSightings(ctx.store, search)
      return reply.type(JSON_TYPE).send(listReplyJson(page.items, page.total, placeholderNotices(search.criteria)))
    },
  )

  app.get<{ Params: SimilarParams; Querystring: SimilarSearchQuery }>(
    '/v1/sightings/similar/pdna/full/*',
    {
      schema: { params: SimilarParams, querystring: SimilarSearchQuery, response: FAILURES },
      config: { guard: GUARD, audit: { action: 'similar', details: (request) => (request.params as SimilarParams)['*'] } },
    },
    async (request, reply) => {
      const hash = request.params['*']
      const query = parsePhotoDnaHash(hash)
      if (!query) throw new CallFailure(400, NOT_A_PHOTODNA_HASH)
      const params = queryOf(request)
      const skipCache = params.get('skipCache')
      if (skipCache !== null && skipCache !== 'true' && skipCache !== 'false') {
        throw new CallFailure(400, 'The skipCache must be true or false.')
      }
      // Always measured afresh: the index is exact, so there is no stale result to skip.
      const page = await similarSightings(ctx.store, query, SIMILAR_MAX_SQUARED_DISTANCE, readPaging(params))
      // SimilarReply: each result item with its distance.
      return reply.type(JSON_TYPE).send(listReplyJson(page.items, page.total))
    },
  )

  app.get<{ Params: SightingParams }>(
    '/v1/sightings/:id',
    {
      schema: { params: SightingParams, querystring: NoQuery, response: replies(SightingReply) },
      config: { guard: GUARD, audit: { action: 'sighting', details: (request) => (request.params as SightingParams).id } },
    },
    async (request): Promise<SightingReply> => {
      const image = await findSightingByImageId(ctx.store, request.params.id)
      if (!image) throw new CallFailure(404, SIGHTING_NOT_FOUND)
      return { success: true, image }
    },
  )
}

export default fp(plugin, { name: 'sightings', fastify: '5.x' })
