// The look of a link that reads as a button (View School, Find similar): it goes to another page, so it is a link.

import { css } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

export const linkButtonStyle = css`
  display: inline-block;
  padding: ${theme.space(0.75)} ${theme.space(2)};
  font-weight: 600;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border: 1px solid ${theme.colour.brand};
  border-radius: ${theme.radius};
  text-decoration: none;
  &&:visited { color: ${theme.colour.brandInk}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`
