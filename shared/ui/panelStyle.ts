// The look of a panel set on the page's canvas: white, bordered with the line colour, its corners rounded.
// Its padding and layout are its own.

import { css } from 'styled-components'
import { theme } from './theme.js'

export const panelStyle = css`
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`
