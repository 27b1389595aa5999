// What the page offers before any filter is set (spec-1 §2.5): the kinds of value a search starts from.

import { styled } from 'styled-components'
import { Button } from '../../../shared/ui/form/Button.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { theme } from '../../../shared/ui/theme.js'

export const SEARCH_EXAMPLES = ['an email address', 'a phone number', 'a name', 'a username', 'a serial number', 'a hash value'] as const

export function SearchPrompt({ onShowFilters }: { onShowFilters: () => void }) {
  return (
    <Panel aria-labelledby="search-prompt">
      <Heading id="search-prompt">Search with...</Heading>
      <Examples>
        {SEARCH_EXAMPLES.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </Examples>
      <Button variant="secondary" onClick={onShowFilters}>
        See all available filters
      </Button>
    </Panel>
  )
}

const Panel = styled.section`
  padding: ${theme.space(3)};
  ${panelStyle}
`

const Heading = styled.h2`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.font.size.body};
`

const Examples = styled.ul`
  margin: 0 0 ${theme.space(2)};
  padding-left: ${theme.space(3)};
  line-height: 1.7;
`
