// spec-1 §8: "No results...yet." with what follows it: for a search the offer to save it or the promise to
// keep looking, for the similar search the promise of new data.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { NO_RESULTS } from '../results/resultsText.js'

export function NoResults({ offer }: { offer: string }) {
  return (
    <Panel role="status">
      <strong>{NO_RESULTS}</strong>
      <p>{offer}</p>
    </Panel>
  )
}

const Panel = styled.div`
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  p { margin: ${theme.space(1)} 0 0; color: ${theme.colour.muted}; }
`
