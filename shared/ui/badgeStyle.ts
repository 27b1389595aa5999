// The look of a small label in the brand colours set beside a value or over a picture: what a sighting
// carries, where a lead's source came from.

import { css } from 'styled-components'
import { theme } from './theme.js'

export const badgeStyle = css`
  padding: 0 ${theme.space(0.5)};
  font-size: 0.7rem;
  font-weight: 700;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: 3px;
`
