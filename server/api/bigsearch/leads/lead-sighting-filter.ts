// What a lead's sightings must match, in the store's terms: the filters of its grid's first page
// (shared/bigsearch/leadFilters.ts), read as the search call reads them. The lead's count and its heatmap both
// start from it, so they speak of the very sightings its grid shows.

import { leadSightingsQuery } from '../../../../shared/bigsearch/leadFilters.js'
import type { Lead } from '../../../../shared/api/types/bigsearch.js'
import { readSearchRequest } from '../../search/request.js'
import type { SightingFilter } from '../../search/sighting-search.js'

export function leadSightingFilter(lead: Pick<Lead, '@type' | 'value'>): SightingFilter {
  const search = readSearchRequest(leadSightingsQuery(lead, [], 0, 1))
  return { criteria: search.criteria, mustHave: search.mustHave }
}
