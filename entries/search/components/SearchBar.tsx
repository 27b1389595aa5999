// The top of the search page (spec-1 §2.5): the "Search everything" box, which adds a free-text filter
// `all`, and the Filter, MAP and Save Search buttons.

import { useState } from 'react'
import { styled } from 'styled-components'
import { Button } from '../../../shared/ui/form/Button.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { theme } from '../../../shared/ui/theme.js'
import { MAP_TRIGGER } from '../map/useMapPreload.js'

interface Props {
  onSearch: (text: string) => void
  onOpenFilters: () => void
  /** The map view and saving are offered once they can run; until then their buttons show disabled. */
  onMap?: () => void
  onSave?: () => void
}

export function SearchBar({ onSearch, onOpenFilters, onMap, onSave }: Props) {
  const [text, setText] = useState('')
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
    </Bar>
  )
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1)};
`

const Box = styled.div`
  flex: 1 1 20rem;
`
