// A line that says how to read what follows it (the order of a list, what a number means): small and muted,
// under a heading or a toolbar, above the thing it explains.

import { styled } from 'styled-components'
import { theme } from './theme.js'

export const Hint = styled.p`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`
