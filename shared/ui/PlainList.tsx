// A list drawn without bullets or indent: its items side by side, wrapping onto further rows, or one under
// another, spaced by the theme. Chips, badges, names and cards are lists of this kind.

import { styled } from 'styled-components'
import { theme } from './theme.js'

interface Props {
  /** 'row' (the default) wraps its items onto further rows; 'column' stacks them. */
  $direction?: 'row' | 'column'
  /** The space between items in spacing units; a pair is [between rows, between items of a row]. Default 1. */
  $gap?: number | readonly [number, number]
}

const gap = ({ $gap = 1 }: Props) => (typeof $gap === 'number' ? theme.space($gap) : `${theme.space($gap[0])} ${theme.space($gap[1])}`)

export const PlainList = styled.ul<Props>`
  display: flex;
  flex-direction: ${({ $direction = 'row' }) => $direction};
  flex-wrap: ${({ $direction = 'row' }) => ($direction === 'row' ? 'wrap' : 'nowrap')};
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`
