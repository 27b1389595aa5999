// The top of the search page (spec-1 §2.5): the "Search everything" box, which adds a free-text filter
// `all`, and the Filter, MAP and Save Search buttons. Under the box, a word too short to be found inside
// others is pointed out, for what is typed or else for the search in force (issue 15).

import { useState } from 'react'
import { styled } from 'styled-components'
import { Button } from '../../../shared/ui/form/Button.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { MAP_TRIGGER } from '../../../shared/map/useMapPreload.js'
import { shortFreeTextWords, shortWordHint } from '../../../shared/search/freeTextWords.js'

interface Props {
  onSearch: (text: string) => void
  onOpenFilters: () => void
  /** The map view and saving are offered once they can run; until then their buttons show disabled. */
  onMap?: () => void
  onSave?: () => void
  /** The free-text values of the search in force ("Something mentions …"). */
  mentions?: readonly string[]
  /** Whether a trailing `*` is a prefix in this search (allowWildcards). */
  wildcards?: boolean
}

export function SearchBar({ onSearch, onOpenFilters, onMap, onSave, mentions = [], wildcards = false }: Props) {
  const [text, setText] = useState('')
  const hint = shortWordHint(shortFreeTextWords(text.trim() !== '' ? text : mentions.join(' '), wildcards))
  return (
    <Bar
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim() === '') return
        onSearch(text.trim())
        setText('')
      }}
    >
      <Row>
        <Box>
          <TextField label="Search everything" type="search" value={text} placeholder="Search everything" onChange={setText} />
        </Box>
        <Button type="submit">Search</Button>
        <Button variant="secondary" onClick={onOpenFilters}>
          Filter
        </Button>
        <Button variant="secondary" onClick={onMap} disabled={!onMap} {...{ [MAP_TRIGGER]: '' }}>
          MAP
        </Button>
        <Button variant="secondary" onClick={onSave} disabled={!onSave}>
          Save Search
        </Button>
      </Row>
      {/* Below the whole row, so the buttons stay level with the box; polite, as it is advice. */}
      <Hint role="status">{hint}</Hint>
    </Bar>
  )
}

const Bar = styled.form`
  ${stack(0.5)}
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1)};
`

const Box = styled.div`
  flex: 1 1 20rem;
`

const Hint = styled.p`
  margin: 0;
  max-width: 60rem;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.ink};
  &:empty { display: none; }
`
