// The layout of a column of blocks one under another, a fixed space apart: a panel's parts, a form's rows.

import { css } from 'styled-components'
import { theme } from './theme.js'

/** Lays out an element's children in a column, `gap` spacing units apart. */
export function stack(gap: number) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space(gap)};
  `
}
