// The look of a bare control set among others, with no field frame of its own (a filter row's select, a
// location's inputs, a chat message, a hash to search): the kit's control, its padding the same on every side.

import { css } from 'styled-components'
import { theme } from '../theme.js'
import { controlStyle } from './FieldFrame.js'

export const compactControlStyle = css`
  ${controlStyle}
  padding: ${theme.space(1)};
`
