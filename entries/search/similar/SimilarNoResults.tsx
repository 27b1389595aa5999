// spec-1 §8: the similar search's words when nothing near the hash has been seen yet.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { NO_RESULTS } from '../counts.js'

export const SIMILAR_NO_RESULTS_OFFER = "We're adding data all the time, something could turn up soon!"

export function SimilarNoResults() {
  return (
    <Panel role="status">
      <strong>{NO_RESULTS}</strong>
      <p>{SIMILAR_NO_RESULTS_OFFER}</p>
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
