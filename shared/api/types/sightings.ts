// Replies of the sighting and saved-search calls (spec-1 §3.5–3.7, §7), shared by the built-in service
// and the search area. Times are ISO 8601 strings in UTC; sizes are bytes.

/** spec-1 §3.5: one result of GET /v1/sightings. */
export interface SearchResultItem {
  /** The sighting's id, as /sighting/{imageId} and the thumbnail path use it. */
  id: string
  url: string
  source: string | null
  domain: string | null
  username: string | null
  profile: string | null
  dateTimeOriginal: string | null
  dateFirstSeen: string | null
  dateLastSeen: string | null
  make: string | null
  model: string | null
  serialNumber: string | null
  internalSerialNumber: string | null
  lensSerialNumber: string | null
  /** make, model and serial numbers joined with ' - ' (spec-1 §3.5). */
  cameraName: string
  /** "width x height", or null when unknown. */
  dimensions: string | null
  width: number | null
  height: number | null
  orientation: number | null
  longestEdge: number | null
  shortestEdge: number | null
  filesize: number | null
  location: { lat: number; lon: number } | null
  /** Location of the cell tower the image was tied to, when known. */
  cell: { lat: number; lon: number } | null
  photoDNAFullHash: string | null
  qtHash: string | null
  tags: string[]
  /** Known child-abuse image: never shown, never served (spec-1 §4.7). */
  knownChildAbuseImageArachnid: boolean
  ownerName: string | null
  artist: string | null
  creator: string | null
  copyright: string | null
  copyrightNotice: string | null
  author: string | null
  xpAuthor: string | null
}

/** spec-1 §3.6. totalResults counts at most TOTAL_COUNT_CAP + 1, shown as "10,000+". */
export interface SearchReply {
  success: true
  results: SearchResultItem[]
  totalResults: number
}
export const TOTAL_COUNT_CAP = 10_000

/** spec-1 §2.7: the whole sighting, GET /v1/sightings/{id}. */
export interface SightingDetail extends SearchResultItem {
  fileName: string | null
  md5: string | null
  sha1: string | null
  lens: string | null
  lensId: string | null
  exifSoftware: string | null
  imageUniqueId: string | null
  barcode: string | null
  instanceId: string | null
  creatorAddress: string | null
  creatorWorkEmail: string | null
  /** Every Exif tag the image carried, by tag name. */
  exif: Record<string, unknown>
}
export interface SightingReply {
  success: true
  image: SightingDetail
}

/** GET /v1/sightings/similar/pdna/full/{hash}: nearest first, within the service's threshold. */
export interface SimilarReply {
  success: true
  results: (SearchResultItem & { distance: number })[]
  totalResults: number
}

/** spec-1 §3.7. dateOfLastSighting 1970-01-01 means none. */
export interface SavedSearch {
  id: number
  reference: string
  /** The filters as the search page's query string, without page or view parameters. */
  queryString: string
  totalResultCount: number
  newResultCount: number
  dateOfLastSighting: string
  dateLastAccessed: string | null
  creationDate: string
}
export interface SaveSearchRequest {
  queryString: string
  reference: string
}
export interface SavedSearchReply {
  success: true
  search: SavedSearch
}
/** DELETE /v1/searches/bulk?ids=1,2: the ids the service really deleted. */
export interface DeleteSearchesReply {
  success: true
  ids: number[]
}
