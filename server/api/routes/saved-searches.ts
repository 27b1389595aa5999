// The saved-search calls of spec-1 §7: save a search under a unique reference, list them with their
// total and new counts, mark one viewed, and delete several. Session and MetadataSearch required.

import { setImmediate as nextTurn } from 'node:timers/promises'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  DeleteSearchesQuery,
  DeleteSearchesReply,
  SavedSearch,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchReply,
  SaveSearchRequest,
} from '../../../shared/api/types/schemas/sightings.js'
import { NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { replies } from '../reply-schemas.js'
import { filtersToQuery } from '../../../shared/search/filters.js'
import { CallFailure } from '../failures.js'
import { METADATA_SEARCH } from '../accounts/licence-access.js'
import { readSearchRequest, type SearchRequest } from '../search/request.js'
import { deleteSavedSearches, insertSavedSearch, markSavedSearchViewed, referenceTaken, savedSearchesOf, type SavedSearchRecord } from '../store/saved-searches.js'
import { countSavedSearch, type SavedSearchCounts } from '../store/saved-search-counts.js'
import type { ApiContext } from '../context.js'
import { readableText } from '../readable-text.js'

/** spec-1 §5, §8. */
export const REFERENCE_EXISTS = 'Reference already exists'
export const REFERENCE_REQUIRED = 'A reference is required.'
export const NO_FILTERS = 'A saved search needs at least one filter.'
export const SEARCH_NOT_FOUND = 'This saved search could not be found.'
export const BAD_IDS = 'The ids must be whole numbers separated by commas.'
/** spec-1 §3.7: the date of last sighting when a search has none. */
export const NO_SIGHTING_DATE = new Date(0).toISOString()
/** More ids than anyone selects on one page; keeps one call's work bounded. */
export const MAX_BULK_IDS = 1000
/** docs/operations.md "Limits on what users create": the refusal once a user keeps SAVED_SEARCH_LIMIT searches. */
export const savedSearchLimitMessage = (limit: number) =>
  `You have reached the limit of ${limit.toLocaleString('en')} saved searches. Delete some to save more.`
/**
 * The list counts each search's results, one search at a time; after this long it lets other calls run
 * before it goes on, so that a long list slows only the user who asked for it.
 */
const LIST_SLICE_MS = 20

/** spec-1 §6: MetadataSearch; each call reads and changes only the caller's own searches (the store takes its id). */
const GUARD = { licenceRole: METADATA_SEARCH, owner: true } as const

function userIdOf(request: FastifyRequest): number {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return account.user.id
}

/** The stored query's search; a filter the service cannot run fails with 400 naming it. */
function searchOf(queryString: string): SearchRequest {
  return readSearchRequest(new URLSearchParams(queryString))
}

/**
 * The query kept for a search: its filters in the page's own form, and the two parameters that change
 * what they match (wildcards inside an "is" value, the GPS condition); paging and view parameters are
 * the page's business.
 */
function storedQuery(params: URLSearchParams, search: SearchRequest): string {
  const query = filtersToQuery(search.filters)
  for (const name of ['allowWildcards', 'mustHaveGPS']) if (params.get(name) === 'true') query.set(name, 'true')
  return query.toString()
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function toSavedSearch(saved: SavedSearchRecord, counts: SavedSearchCounts): SavedSearch {
  return {
    id: saved.id,
    reference: saved.reference,
    queryString: saved.queryString,
    totalResultCount: counts.total,
    newResultCount: counts.new,
    dateOfLastSighting: iso(counts.lastAddedAt) ?? NO_SIGHTING_DATE,
    dateLastAccessed: iso(saved.lastAccessedAt),
    creationDate: new Date(saved.createdAt).toISOString(),
  }
}

async function countsOf(ctx: ApiContext, saved: SavedSearchRecord): Promise<SavedSearchCounts> {
  let search: SearchRequest
  try {
    search = searchOf(saved.queryString)
  } catch (err) {
    // A search saved under older filter rules stays listed, so the user can see and delete it.
    if (err instanceof CallFailure) return { total: 0, new: 0, lastAddedAt: null }
    throw err
  }
  return countSavedSearch(ctx.store, search, saved.viewedAt)
}

/**
 * Every saved search of a user with its counts, letting other calls run between slices of the work. A
 * caller who has gone (a closed tab, the edge's time limit) stops it: nobody would read the rest.
 */
async function listWithCounts(ctx: ApiContext, userId: number, gone: () => boolean): Promise<SavedSearch[]> {
  const list: SavedSearch[] = []
  let sliceStart = performance.now()
  for (const saved of await savedSearchesOf(ctx.store, userId)) {
    if (performance.now() - sliceStart >= LIST_SLICE_MS) {
      await nextTurn()
      sliceStart = performance.now()
    }
    if (gone()) break
    list.push(toSavedSearch(saved, await countsOf(ctx, saved)))
  }
  return list
}

/**
 * One list at a time for each user: one who asks again meanwhile (a reload, a second tab) waits for the
 * list being counted, then gets a fresh one, so that no account keeps more than one list counting.
 */
function listsOneAtATime(ctx: ApiContext) {
  const counting = new Map<number, Promise<unknown>>()
  return async (request: FastifyRequest, userId: number): Promise<SavedSearch[]> => {
    const earlier = counting.get(userId) ?? Promise.resolve()
    // The earlier caller hears of its own failure; this one only waits for its end.
    const mine = earlier.catch(() => undefined).then(() => listWithCounts(ctx, userId, () => request.raw.destroyed))
    counting.set(userId, mine)
    try {
      return await mine
    } finally {
      if (counting.get(userId) === mine) counting.delete(userId)
    }
  }
}

/** The search being saved, for the audit log even when the save is refused. */
function saveDetails(request: FastifyRequest): string {
  const { reference, queryString } = request.body as SaveSearchRequest
  return `${reference.trim()}: ${queryString}`.slice(0, 1000)
}

function readIds(raw: string): number[] {
  const parts = raw.split(',').map((p) => p.trim())
  if (parts.length > MAX_BULK_IDS || !parts.every((p) => /^[0-9]{1,15}$/.test(p))) throw new CallFailure(400, BAD_IDS)
  return [...new Set(parts.map(Number))]
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const listOf = listsOneAtATime(ctx)

  app.post<{ Body: SaveSearchRequest }>(
    '/v1/searches',
    {
      schema: { body: SaveSearchRequest, response: replies(SavedSearchReply) },
      config: { guard: GUARD, audit: { action: 'save-search', details: saveDetails } },
    },
    async (request): Promise<SavedSearchReply> => {
      const reference = readableText(request.body.reference.trim(), 'The reference', 'reference')
      const userId = userIdOf(request)
      if (reference === '') throw new CallFailure(400, REFERENCE_REQUIRED)
      const params = new URLSearchParams(request.body.queryString)
      const search = searchOf(request.body.queryString)
      if (search.filters.length === 0) throw new CallFailure(400, NO_FILTERS)
      if (await referenceTaken(ctx.store, userId, reference)) throw new CallFailure(400, REFERENCE_EXISTS)
      const saved = { userId, reference, queryString: storedQuery(params, search) }
      const stored = await insertSavedSearch(ctx.store, saved, ctx.now(), ctx.savedSearchLimit)
      if (!stored) throw new CallFailure(400, savedSearchLimitMessage(ctx.savedSearchLimit))
      return { success: true, search: toSavedSearch(stored, await countSavedSearch(ctx.store, search, stored.viewedAt)) }
    },
  )

  app.get(
    '/v1/searches',
    { schema: { querystring: NoQuery, response: replies(SavedSearchList) }, config: { guard: GUARD, audit: { action: 'saved-searches' } } },
    async (request): Promise<SavedSearch[]> => {
      return listOf(request, userIdOf(request))
    },
  )

  // The browser sends no body: the id says it all.
  app.post<{ Params: SavedSearchParams }>(
    '/v1/searches/:id',
    {
      schema: { params: SavedSearchParams, body: UnreadBody, response: replies(SavedSearchReply) },
      config: { guard: GUARD, audit: { action: 'saved-search-viewed', details: (request) => (request.params as SavedSearchParams).id } },
    },
    async (request): Promise<SavedSearchReply> => {
      const viewed = await markSavedSearchViewed(ctx.store, userIdOf(request), Number(request.params.id), ctx.now())
      if (!viewed) throw new CallFailure(404, SEARCH_NOT_FOUND)
      return { success: true, search: toSavedSearch(viewed, await countsOf(ctx, viewed)) }
    },
  )

  app.delete<{ Querystring: DeleteSearchesQuery }>(
    '/v1/searches/bulk',
    {
      schema: { querystring: DeleteSearchesQuery, response: replies(DeleteSearchesReply) },
      config: {
        guard: GUARD,
        audit: { action: 'delete-searches', details: (request) => (request.query as DeleteSearchesQuery).ids.slice(0, 1000) },
      },
    },
    async (request): Promise<DeleteSearchesReply> => {
      const ids = await deleteSavedSearches(ctx.store, userIdOf(request), readIds(request.query.ids))
      request.audit.details = `deleted ${ids.join(',') || 'none'}`
      return { success: true, ids }
    },
  )
}

export default fp(plugin, { name: 'saved-searches', fastify: '5.x' })
