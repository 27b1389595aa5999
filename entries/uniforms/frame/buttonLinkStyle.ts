// A link drawn as the form kit's button (the contribution screen's Cancel and Back, the Contribute tab's Update): a
// link, so that it opens where links open and, leaving a screen with unsaved changes, meets the prompt that watches links.

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
