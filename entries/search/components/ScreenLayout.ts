// The frame every screen of the search area shares: a column of sections under one page heading.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`

export const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.title};
`
