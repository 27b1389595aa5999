// The notices about a result set (spec-1 §8, §9): only the first 1,000 can be shown (the list from 1,000,
// the map only above 1,000), and the 10,000+ tip; and a filter whose value is a placeholder, which links
// nothing (issue 12 §3). The one place these rules are drawn, for every view.

import { Banner } from '../../../shared/ui/form/Banner.js'
import { FIRST_THOUSAND_NOTICE, noticeViewOf, showsFirstThousandNotice, showsTenThousandTip, TEN_THOUSAND_TIP } from '../results/resultsText.js'
import type { ResultFormat } from '../results/resultFormat.js'
import type { PlaceholderNotice } from '../../../shared/api/types/sightings.js'

interface Props {
  totalResults: number
  format: ResultFormat
  placeholders?: readonly PlaceholderNotice[]
}

export function ResultsNotices({ totalResults, format, placeholders = [] }: Props) {
  return (
    <>
      {placeholders.map((notice) => (
        <Banner key={`${notice.field}=${notice.value}`} tone="info">
          {notice.message}
        </Banner>
      ))}
      {showsFirstThousandNotice(totalResults, noticeViewOf(format)) && <Banner tone="info">{FIRST_THOUSAND_NOTICE}</Banner>}
      {showsTenThousandTip(totalResults) && <Banner tone="info">{TEN_THOUSAND_TIP}</Banner>}
    </>
  )
}
