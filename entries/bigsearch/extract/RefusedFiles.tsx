// The files an extraction could not read, each with its reason, so that nothing is passed over unsaid.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import type { Refusal } from './useExtraction.js'

export function RefusedFiles({ refused }: { refused: Refusal[] }) {
  if (refused.length === 0) return null
  return (
    <Details>
      <summary>
        {refused.length} {refused.length === 1 ? 'file' : 'files'} not read
      </summary>
      {/* A list that scrolls takes focus, so the keyboard can scroll it. */}
      <List aria-label="Files not read" tabIndex={0}>
        {refused.map(({ casePath, reason }) => (
          <li key={casePath}>
            <Path>{casePath}</Path>: {reason}
          </li>
        ))}
      </List>
    </Details>
  )
}

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colour.warning};
  }
`

const List = styled.ul`
  margin: ${theme.space(1)} 0 0;
  padding-left: ${theme.space(2.5)};
  max-height: 200px;
  overflow: auto;
  font-size: ${theme.font.size.small};
`

const Path = styled.span`
  font-family: ${theme.font.mono};
`
