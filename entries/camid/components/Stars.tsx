// A query's quality as stars (spec-2 §3, §5: round(quality/10) stars out of 5, at most 5), read out as "4 of 5
// stars" by a screen reader, which does not read the star characters.

import { styled } from 'styled-components'
import { starsOf } from '../../../shared/camid/prnu/quality.js'
import { theme } from '../../../shared/ui/theme.js'

export const MOST_STARS = 5

export const starsText = (stars: number) => `${stars} of ${MOST_STARS} stars`

export function Stars({ quality }: { quality: number }) {
  const stars = starsOf(quality)
  return (
    <Row role="img" aria-label={starsText(stars)} title={`Quality ${quality} of 100`}>
      <On>{'★'.repeat(stars)}</On>
      <Off>{'☆'.repeat(MOST_STARS - stars)}</Off>
    </Row>
  )
}

const Row = styled.span`
  white-space: nowrap;
  letter-spacing: 0.05em;
`

const On = styled.span`
  color: ${theme.colour.warning};
`

const Off = styled.span`
  color: ${theme.colour.muted};
`
