// Requests and replies of the sighting and saved-search calls (spec-1 §3.5–3.7, §7) as TypeBox schemas.
// Times are ISO 8601 strings in UTC, but for the camera's own time (dateTimeOriginal); sizes are bytes.
// The service's routes and contract tests use them; the browser imports this module only for types
// (shared/api/types/sightings.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { IdParams } from './reply.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const text = () => nullable(Type.String())
const count = () => nullable(Type.Number())
const point = () => nullable(Type.Object({ lat: Type.Number(), lon: Type.Number() }, { additionalProperties: false }))

/**
 * GET /v1/sightings: the filter language (shared/search) with paging and view parameters. The route reads
 * the raw address, because the filters' order and `-` prefixes matter; a parameter is text, or a list when
 * repeated.
 */
export const SearchQuery = Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]))

/** spec-1 §3.5: one result of GET /v1/sightings, keys in the order SQLite writes them. */
export const SearchResultItem = Type.Object(
  {
    /** The sighting's id, as /sighting/{imageId} and the thumbnail path use it. */
    id: Type.String(),
    url: Type.String(),
    source: text(),
    domain: text(),
    username: text(),
    profile: text(),
    /**
     * The camera's clock as written ('2019-03-07T14:05:09'), never converted to UTC; with the zone offset
     * ('2019-03-07T14:05:09+02:00') only when the file recorded one.
     */
    dateTimeOriginal: text(),
    dateFirstSeen: text(),
    dateLastSeen: text(),
    make: text(),
    model: text(),
    serialNumber: text(),
    internalSerialNumber: text(),
    lensSerialNumber: text(),
    /** make, model and serial numbers joined with ' - ' (spec-1 §3.5). */
    cameraName: Type.String(),
    /** "width x height", or null when unknown. */
    dimensions: text(),
    width: count(),
    height: count(),
    orientation: count(),
    longestEdge: count(),
    shortestEdge: count(),
    filesize: count(),
    location: point(),
    /** Location of the cell tower the image was tied to, when known. */
    cell: point(),
    photoDNAFullHash: text(),
    qtHash: text(),
    tags: Type.Array(Type.String()),
    /** Known child-abuse image: never shown, never served (spec-1 §4.7). */
    knownChildAbuseImageArachnid: Type.Boolean(),
    ownerName: text(),
    artist: text(),
    creator: text(),
    copyright: text(),
    copyrightNotice: text(),
    author: text(),
    xpAuthor: text(),
    /** The fields whose value is a placeholder ('unknown', an all-zero serial): shown, never an identity. */
    placeholders: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type SearchResultItem = Static<typeof SearchResultItem>

/**
 * A filter whose value is a placeholder ('unknown', an all-zero serial, issue 12 §3): its rows are
 * returned, but pictures that share the value need not be related, and the page says so.
 */
export const PlaceholderNotice = Type.Object(
  {
    /** The field as the filter named it. */
    field: Type.String(),
    value: Type.String(),
    /** Why the value is a placeholder ('all zeros', 'generic word', …). */
    reason: Type.String(),
    /** The sentence the page shows. */
    message: Type.String(),
  },
  { additionalProperties: false },
)
export type PlaceholderNotice = Static<typeof PlaceholderNotice>

/** spec-1 §3.6. totalResults counts at most TOTAL_COUNT_CAP + 1, shown as "10,000+". */
export const SearchReply = Type.Object(
  {
    success: Type.Literal(true),
    results: Type.Array(SearchResultItem),
    totalResults: Type.Integer({ minimum: 0 }),
    /** Present when a filter's value is a placeholder. */
    notices: Type.Optional(Type.Array(PlaceholderNotice)),
  },
  { additionalProperties: false },
)
export type SearchReply = Static<typeof SearchReply>

/** GET /v1/sightings/{id}. */
export const SightingParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })
export type SightingParams = Static<typeof SightingParams>

/** spec-1 §2.7: the whole sighting, GET /v1/sightings/{id}. */
export const SightingDetail = Type.Object(
  {
    ...SearchResultItem.properties,
    fileName: text(),
    md5: text(),
    sha1: text(),
    lens: text(),
    lensId: text(),
    exifSoftware: text(),
    imageUniqueId: text(),
    barcode: text(),
    instanceId: text(),
    creatorAddress: text(),
    creatorWorkEmail: text(),
    /** Every Exif tag the image carried, by tag name. */
    exif: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
)
export type SightingDetail = Static<typeof SightingDetail>

export const SightingReply = Type.Object({ success: Type.Literal(true), image: SightingDetail }, { additionalProperties: false })
export type SightingReply = Static<typeof SightingReply>

/**
 * GET /v1/sightings/similar/pdna/full/{hash}: a wildcard, not a :hash parameter, because the comma form of
 * a hash (up to 575 characters) is longer than the router allows a parameter to be.
 */
export const SimilarParams = Type.Object({ '*': Type.String({ minLength: 1, maxLength: 1000 }) })
export type SimilarParams = Static<typeof SimilarParams>

/** Its query, as text: the route tells a bad value in its own words (skipCache true or false, paging numbers). */
export const SimilarSearchQuery = Type.Object({
  skipCache: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  resultSize: Type.Optional(Type.String()),
})
export type SimilarSearchQuery = Static<typeof SimilarSearchQuery>

/** A similar search's result: the result item with its squared distance to the hash asked for. */
export const SimilarResultItem = Type.Object(
  { ...SearchResultItem.properties, distance: Type.Number({ minimum: 0 }) },
  { additionalProperties: false },
)
export type SimilarResultItem = Static<typeof SimilarResultItem>

/** Nearest first, within the service's threshold. */
export const SimilarReply = Type.Object(
  { success: Type.Literal(true), results: Type.Array(SimilarResultItem), totalResults: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type SimilarReply = Static<typeof SimilarReply>

/** spec-1 §3.7. dateOfLastSighting 1970-01-01 means none. */
export const SavedSearch = Type.Object(
  {
    id: Type.Integer(),
    reference: Type.String(),
    /** The filters as the search page's query string, without page or view parameters. */
    queryString: Type.String(),
    totalResultCount: Type.Integer({ minimum: 0 }),
    newResultCount: Type.Integer({ minimum: 0 }),
    dateOfLastSighting: Type.String(),
    dateLastAccessed: text(),
    creationDate: Type.String(),
  },
  { additionalProperties: false },
)
export type SavedSearch = Static<typeof SavedSearch>

/** GET /v1/searches: the list itself, not wrapped in a success reply (spec-1 §7). */
export const SavedSearchList = Type.Array(SavedSearch)
export type SavedSearchList = Static<typeof SavedSearchList>

/** POST /v1/searches. */
export const SaveSearchRequest = Type.Object(
  { queryString: Type.String({ maxLength: 8000 }), reference: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
)
export type SaveSearchRequest = Static<typeof SaveSearchRequest>

export const SavedSearchReply = Type.Object({ success: Type.Literal(true), search: SavedSearch }, { additionalProperties: false })
export type SavedSearchReply = Static<typeof SavedSearchReply>

/** POST /v1/searches/{id}: marks one viewed. */
export const SavedSearchParams = IdParams
export type SavedSearchParams = Static<typeof SavedSearchParams>

/** DELETE /v1/searches/bulk?ids=1,2: the route reads the list, so that a bad id is told in its own words. */
export const DeleteSearchesQuery = Type.Object({ ids: Type.String({ maxLength: 20_000 }) })
export type DeleteSearchesQuery = Static<typeof DeleteSearchesQuery>

/** The ids the service really deleted. */
export const DeleteSearchesReply = Type.Object(
  { success: Type.Literal(true), ids: Type.Array(Type.Integer()) },
  { additionalProperties: false },
)
export type DeleteSearchesReply = Static<typeof DeleteSearchesReply>
