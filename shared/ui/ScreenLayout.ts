// The frame every area's screens share: a column of sections under one page heading.

import { styled } from 'styled-components'
import { theme } from './theme.js'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`

export const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.title};
`
