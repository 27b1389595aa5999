// The look of a secret or an id copied character by character (a client id or secret, an API key, a token):
// a monospaced face that tells 0 from O and l from 1, and a line tall enough that an underscore, drawn below
// the baseline, is never clipped by the box it sits in (an input's line box is only the font's height).

import { css, styled } from 'styled-components'
import { theme } from './theme.js'

export const secretStyle = css`
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.small};
  font-variant-ligatures: none;
  line-height: 1.6;
  letter-spacing: 0.02em;
`

/** A secret shown as text (in a table cell, a sentence): broken anywhere rather than widening its box. */
export const SecretText = styled.span`
  ${secretStyle}
  overflow-wrap: anywhere;
`
