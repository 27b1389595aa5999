// Items side by side in as many columns as fit, each at least a given width, fewer as the screen narrows:
// a form's short fields, a page's charts, a lead's images.

import { styled } from 'styled-components'
import { theme } from './theme.js'

export interface ColumnGridProps {
  /** A column's least width, such as '200px' or '14rem'. */
  $least: string
  /** The space between items, in the theme's steps; 2 by default. */
  $gap?: number
  /** Items stretch across the columns a short row leaves empty (auto-fit); by default those columns keep their place (auto-fill). */
  $stretch?: boolean
  /** Each item as tall as its content rather than as its row (a field whose hint or error is shorter than its neighbour's). */
  $top?: boolean
}

export const ColumnGrid = styled.div<ColumnGridProps>`
  display: grid;
  grid-template-columns: repeat(${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')}, minmax(${({ $least }) => $least}, 1fr));
  gap: ${({ $gap = 2 }) => theme.space($gap)};
  ${({ $top }) => ($top ? 'align-items: start;' : '')}
`
