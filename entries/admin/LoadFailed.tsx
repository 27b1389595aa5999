// What stays in place of a list that could not be loaded once its 10-second notice (spec-3 §8) has gone:
// a line saying so and a way to ask again.

import { styled } from 'styled-components'
import { Button } from '../../shared/ui/form/Button.js'
import { theme } from '../../shared/ui/theme.js'

export function LoadFailed({ what, onTryAgain }: { what: string; onTryAgain: () => void }) {
  return (
    <Row>
      <span>{`${what} could not be loaded.`}</span>
      <Button variant="secondary" onClick={onTryAgain}>
        Try Again
      </Button>
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`
