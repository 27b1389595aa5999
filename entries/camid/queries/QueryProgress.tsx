// How far a query's job has got (issue 31: "each query's progress"): waiting, the pictures of its resolution
// looked at so far with a bar, its hits once finished, or why it stopped. The state names themselves are not
// shown (spec-2 §4: "status values: not shown").

import { styled } from 'styled-components'
import type { CamIdQuery } from '../../../shared/api/types/camid.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { theme } from '../../../shared/ui/theme.js'

const hits = (count: number) => `${groupedNumber(count)} ${count === 1 ? 'hit' : 'hits'}`

/** The progress in words. */
export function progressText(query: Pick<CamIdQuery, 'state' | 'progressDone' | 'progressTotal' | 'hitCount' | 'error'>): string {
  switch (query.state) {
    case 'QUEUED':
      return 'Waiting to start'
    case 'RUNNING':
      return `Searching: ${groupedNumber(query.progressDone)} of ${groupedNumber(query.progressTotal)} pictures, ${hits(query.hitCount)} so far`
    case 'COMPLETE':
      return `Finished: ${hits(query.hitCount)}`
    case 'ERROR':
      return `Stopped: ${query.error ?? 'the search failed'}`
  }
}

export function QueryProgress({ query }: { query: CamIdQuery }) {
  const text = progressText(query)
  return (
    <Cell>
      <span>{text}</span>
      {query.state === 'RUNNING' && (
        <Bar max={Math.max(1, query.progressTotal)} value={query.progressDone} aria-label={`Progress of ${query.caseId}`} aria-valuetext={text} />
      )}
    </Cell>
  )
}

const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Bar = styled.progress`
  width: 10rem;
  height: 6px;
  accent-color: ${theme.colour.brand};
`
