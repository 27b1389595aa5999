// The sighting calls of spec-1 §7: the search with the whole filter language, one sighting, and the
// PhotoDNA similar search. All need a session (or an API key) and the MetadataSearch licence role.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { SightingReply } from '../../../shared/api/types/sightings.js'
import { CallFailure } from '../failures.js'
import { METADATA_SEARCH, requireLicenceRole } from '../search/access.js'
import { orderFor } from '../search/order.js'
import { parsePhotoDnaHash } from '../search/photodna-hash.js'
import { queryOf, readPaging, readSearchRequest } from '../search/request.js'
import { listReplyJson, toSightingDetail, withNumberField } from '../search/result-item.js'
import { countFreeTextMatches, findSightingByImageId, resultItemsByIds, searchSightings } from '../store/sightings-search.js'
import { nearestPhotoDna } from '../store/sightings-photodna.js'
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

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

// A wildcard, not a :hash parameter: the comma form of a hash (up to 575 characters) is longer than the
// router allows a parameter to be.
const hashParams = {
  type: 'object',
  required: ['*'],
  properties: { '*': { type: 'string', minLength: 1, maxLength: 1000 } },
} as const

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.get(
    '/v1/sightings',
    // No response schema: the reply (SearchReply) is written around result items SQLite made JSON already.
    { config: { signedIn: true, audit: { action: 'search' } } },
    async (request, reply) => {
      const params = queryOf(request)
      // The investigator's search belongs in the audit log, even when it is refused.
      request.audit.details = params.toString()
      requireLicenceRole(request, ctx, METADATA_SEARCH)
      const search = readSearchRequest(params, (query) => countFreeTextMatches(ctx.db, query))
      request.audit.details = search.queryString
      const page = searchSightings(ctx.db, {
        conditions: search.conditions,
        orderBy: orderFor(search.groupBy),
        limit: search.resultSize,
        offset: (search.page - 1) * search.resultSize,
        usesPhotoDna: search.usesPhotoDna,
      })
      return reply.type(JSON_TYPE).send(listReplyJson(page.items, page.total))
    },
  )

  app.get<{ Params: { '*': string } }>(
    '/v1/sightings/similar/pdna/full/*',
    { schema: { params: hashParams }, config: { signedIn: true, audit: { action: 'similar' } } },
    async (request, reply) => {
      const hash = request.params['*']
      request.audit.details = hash
      requireLicenceRole(request, ctx, METADATA_SEARCH)
      const query = parsePhotoDnaHash(hash)
      if (!query) throw new CallFailure(400, NOT_A_PHOTODNA_HASH)
      const params = queryOf(request)
      const skipCache = params.get('skipCache')
      if (skipCache !== null && skipCache !== 'true' && skipCache !== 'false') {
        throw new CallFailure(400, 'The skipCache must be true or false.')
      }
      const { page, resultSize } = readPaging(params)
      // Always measured afresh: the index is exact, so there is no stale result to skip.
      const matches = nearestPhotoDna(ctx.db, query, SIMILAR_MAX_SQUARED_DISTANCE)
      const shown = matches.slice((page - 1) * resultSize, page * resultSize)
      const items = resultItemsByIds(ctx.db, shown.map((m) => m.id))
      const results = shown.flatMap((m) => {
        const item = items.get(m.id)
        return item === undefined ? [] : [withNumberField(item, 'distance', m.distance)]
      })
      // SimilarReply: each result item with its distance.
      return reply.type(JSON_TYPE).send(listReplyJson(results, matches.length))
    },
  )

  app.get<{ Params: { id: string } }>(
    '/v1/sightings/:id',
    { schema: { params: idParams }, config: { signedIn: true, audit: { action: 'sighting' } } },
    async (request): Promise<SightingReply> => {
      request.audit.details = request.params.id
      requireLicenceRole(request, ctx, METADATA_SEARCH)
      const row = findSightingByImageId(ctx.db, request.params.id)
      if (!row) throw new CallFailure(404, SIGHTING_NOT_FOUND)
      return { success: true, image: toSightingDetail(row) }
    },
  )
}

export default fp(plugin, { name: 'sightings', fastify: '5.x' })
