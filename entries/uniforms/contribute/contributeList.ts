// The Contribute tab's list (spec-3 §2 "Contribute tab", §9): the schools the service pages, 10 to 200 a page (100
// at first), filtered by the text (name, postcode or URN) and the regions chosen; the filters, page and size in
// the address, so that a reload or a shared link shows the same rows.

import type { Static } from 'typebox'
import { UNIFORM_FILTER_VALUES_MAX, UNIFORM_TEXT_MAX } from '../../../shared/api/types/constants/uniforms.js'
import { UrlType } from '../../../shared/state/urlState.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { HUB_CONTRIBUTE_PAGING } from '../../../shared/ui/table/tablePaging.js'

export const ContributeFilterParams = UrlType.Object({
  text: UrlType.String({ default: '', maxLength: UNIFORM_TEXT_MAX }),
  regions: UrlType.List(UrlType.String({ minLength: 1, maxLength: 200 }), { maxItems: UNIFORM_FILTER_VALUES_MAX, uniqueItems: true }),
})
export type ContributeFilters = Static<typeof ContributeFilterParams>

/** The service orders the schools: no column sorts or filters in the browser. */
export const contributeList: ServerListSpec<typeof ContributeFilterParams> = {
  paging: HUB_CONTRIBUTE_PAGING,
  columns: [],
  filters: ContributeFilterParams,
}
