// A group of controls under one legend, drawn without the browser's frame and padding: the legend names the group
// to a screen reader, the layout stays the caller's.

import { styled } from 'styled-components'

export const PlainFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`
