// A link that leaves the contribution screen drawn as the form kit's button (Cancel, Back): a link, so that the
// unsaved-changes prompt, which watches links, asks before it goes.

import { css } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

export const buttonLinkStyle = (variant: 'primary' | 'secondary') => css`
  display: inline-block;
  font-weight: 600;
  padding: ${theme.space(1)} ${theme.space(2.5)};
  border: 1px solid ${variant === 'primary' ? theme.colour.brand : theme.colour.line};
  border-radius: ${theme.radius};
  text-decoration: none;
  color: ${variant === 'primary' ? theme.colour.brandInk : theme.colour.brand};
  background: ${variant === 'primary' ? theme.colour.brand : theme.colour.paper};
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`
