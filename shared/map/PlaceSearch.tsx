// A map dialog's place search (spec-1 §2.5 Choose Location, spec-3 §2 the Hub's Location): places from the
// offline gazetteer (GET /v1/places?q=), so the high-security site needs no internet; choosing one moves the
// map there. Each dialog words it its own way and may ask with its own bias (the Hub's British Isles).

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { places } from '../api/places.js'
import type { Reply } from '../api/types/reply.js'
import type { Place, PlacesReply } from '../api/types/places.js'
import { PLACE_QUERY_MAX } from '../api/types/places.js'
import { Button } from '../ui/form/Button.js'
import { compactControlStyle } from '../ui/form/compactControlStyle.js'
import { theme } from '../ui/theme.js'
import { stack } from '../ui/stack.js'
import { placeLabel } from './placeLabel.js'

type Search = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; places: Place[] } | { kind: 'failed'; message: string }

interface Props {
  onChoose: (place: Place) => void
  /** The gazetteer call; by name alone unless the dialog asks with a bias. */
  find?: (q: string) => Promise<Reply<PlacesReply>>
  label?: string
  placeholder?: string
  /** A standing line under the box saying what it finds. */
  hint?: string
  /** What a search that found nothing says. */
  noneFound?: string
}

export function PlaceSearch({
  onChoose, find: findPlaces = places.find, label = 'Address search', placeholder = 'A town or city', hint, noneFound = 'No place of that name.',
}: Props) {
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState<Search>({ kind: 'idle' })

  const find = async () => {
    const q = text.trim()
    if (q === '') return
    setSearch({ kind: 'searching' })
    const reply = await findPlaces(q)
    setSearch(reply.success ? { kind: 'found', places: reply.places } : { kind: 'failed', message: reply.error })
  }

  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <Row>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={PLACE_QUERY_MAX}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
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
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {search.kind === 'searching' && <p role="status">Searching places...</p>}
      {search.kind === 'failed' && <Problem role="alert">{search.message}</Problem>}
      {search.kind === 'found' && search.places.length === 0 && <p role="status">{noneFound}</p>}
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

const Hint = styled.p`
  color: ${theme.colour.muted};
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
