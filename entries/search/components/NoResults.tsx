// spec-1 §8: "No results...yet." with the offer to save the search, or the promise to keep looking.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { ALREADY_SAVED, NO_RESULTS, SAVE_OFFER } from '../counts.js'

export function NoResults({ saved }: { saved: boolean }) {
  return (
    <Panel role="status">
      <strong>{NO_RESULTS}</strong>
      <p>{saved ? ALREADY_SAVED : SAVE_OFFER}</p>
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
