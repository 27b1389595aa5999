// spec-1 §8: "No results...yet." with what follows it: for a search the offer to save it or the promise to
// keep looking, for the similar search the promise of new data.

import { styled } from 'styled-components'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
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
  ${panelStyle}
  p { margin: ${theme.space(1)} 0 0; color: ${theme.colour.muted}; }
`
