// Replies of the sighting and saved-search calls (spec-1 §3.5–3.7, §7), shared by the built-in service and
// the search area. The shapes are the TypeBox schemas of schemas/sightings.ts; this module gives the browser
// their types and the count cap, without loading TypeBox.

export type {
  DeleteSearchesReply,
  PlaceholderNotice,
  SavedSearch,
  SavedSearchReply,
  SaveSearchRequest,
  SearchReply,
  SearchResultItem,
  SightingDetail,
  SightingReply,
  SimilarReply,
  SimilarResultItem,
} from './schemas/sightings.js'

/** spec-1 §3.6: totalResults counts at most TOTAL_COUNT_CAP + 1, shown as "10,000+". */
export const TOTAL_COUNT_CAP = 10_000
