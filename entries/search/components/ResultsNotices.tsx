// The notices about a result set (spec-1 §8, §9): only the first 1,000 can be paged, and the 10,000+ tip.

import { Banner } from '../../../shared/ui/form/Banner.js'
import { FIRST_THOUSAND_NOTICE, showsFirstThousandNotice, showsTenThousandTip, TEN_THOUSAND_TIP } from '../counts.js'

export function ResultsNotices({ totalResults }: { totalResults: number }) {
  return (
    <>
      {showsFirstThousandNotice(totalResults, 'list') && <Banner tone="info">{FIRST_THOUSAND_NOTICE}</Banner>}
      {showsTenThousandTip(totalResults) && <Banner tone="info">{TEN_THOUSAND_TIP}</Banner>}
    </>
  )
}
