// The Choose Location dialog's address search (spec-1 §2.5): places from the offline gazetteer
// (GET /v1/places?q=), so the high-security site needs no internet; choosing one moves the circle there.

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { places } from '../../../shared/api/places.js'
import type { Place } from '../../../shared/api/types/places.js'
import { PLACE_QUERY_MAX } from '../../../shared/api/types/places.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { placeLabel } from './placeLabel.js'

type Search = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; places: Place[] } | { kind: 'failed'; message: string }

export function PlaceSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState<Search>({ kind: 'idle' })

  const find = async () => {
    const q = text.trim()
    if (q === '') return
    setSearch({ kind: 'searching' })
    const reply = await places.find(q)
    setSearch(reply.success ? { kind: 'found', places: reply.places } : { kind: 'failed', message: reply.error })
  }

  return (
    <Box>
      <label htmlFor={id}>Address search</label>
      <Row>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={PLACE_QUERY_MAX}
          placeholder="A town or city"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches for places; it must not submit the dialog's form.
            if (event.key === 'Enter') {
              event.preventDefault()
              void find()
            }
          }}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={text.trim() === '' || search.kind === 'searching'}>
          Find
        </Button>
      </Row>
      {search.kind === 'searching' && <p role="status">Searching places...</p>}
      {search.kind === 'failed' && <Problem role="alert">{search.message}</Problem>}
      {search.kind === 'found' && search.places.length === 0 && <p role="status">No place of that name.</p>}
      {search.kind === 'found' && search.places.length > 0 && (
        <Places aria-label="Places found">
          {search.places.map((place) => (
            <li key={`${place.name}:${place.lat}:${place.lon}`}>
              <PlaceButton
                type="button"
                onClick={() => {
                  onChoose(place)
                  setSearch({ kind: 'idle' })
                  setText(place.name)
                }}
              >
                {placeLabel(place)}
              </PlaceButton>
            </li>
          ))}
        </Places>
      )}
    </Box>
  )
}

const Box = styled.div`
  ${stack(0.5)}
  label { font-weight: 600; font-size: ${theme.font.size.small}; }
  p { margin: 0; font-size: ${theme.font.size.small}; }
`

const Row = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  input {
    ${compactControlStyle}
    flex: 1;
  }
`

const Problem = styled.p`
  color: ${theme.colour.danger};
`

const Places = styled.ul`
  max-height: 12rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`

const PlaceButton = styled.button`
  width: 100%;
  padding: ${theme.space(1)};
  font: inherit;
  text-align: left;
  background: ${theme.colour.paper};
  border: 0;
  border-bottom: 1px solid ${theme.colour.line};
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colour.canvas}; }
`
