// One removable chip per active filter (spec-1 §2.5): a location reads as the place it is around; a filter
// of the URL that cannot be searched stays as a chip marked invalid, with Fix and remove (issue 15).

import { styled } from 'styled-components'
import type { Filter } from '../../../shared/search/filters.js'
import { parseLocation, type LocationValue } from '../../../shared/search/location.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { chipText } from '../filters/chips.js'
import { invalidChipText, invalidFilterMessage, type InvalidFilter } from '../filters/invalidFilters.js'
import { LOCATION_FILTER } from '../location/locationForm.js'
import { locationPhrase } from '../location/locationChip.js'
import { useCentreName } from '../location/useCentreName.js'

interface Props {
  filters: readonly Filter[]
  onRemove: (index: number) => void
  invalid?: readonly InvalidFilter[]
  onRemoveInvalid?: (index: number) => void
  /** Opens the dialog that can correct this invalid filter; absent when none can (a name that is no field). */
  fixerOf?: (filter: InvalidFilter) => (() => void) | null
}

export function FilterChips({ filters, onRemove, invalid = [], onRemoveInvalid, fixerOf }: Props) {
  if (filters.length === 0 && invalid.length === 0) return null
  return (
    <PlainList aria-label="Active filters">
      {filters.map((filter, index) => {
        const location = filter.name === LOCATION_FILTER ? parseLocation(filter.value) : null
        return location?.ok ? (
          <LocationChip key={`${index}-${filter.value}`} location={location.location} value={filter.value} onRemove={() => onRemove(index)} />
        ) : (
          <FilterChip key={`${index}-${filter.name}-${filter.value}`} text={chipText(filter)} onRemove={() => onRemove(index)} />
        )
      })}
      {invalid.map((filter, index) => {
        const text = invalidChipText(filter)
        const fix = fixerOf?.(filter) ?? null
        return (
          <Chip key={`invalid-${index}-${filter.key}-${filter.value}`} $invalid title={invalidFilterMessage(filter)}>
            <Mark aria-hidden="true">!</Mark>
            <span>
              {text} <Invalid>(not valid)</Invalid>
            </span>
            {fix && (
              <Fix type="button" aria-label={`Fix filter ${text}`} onClick={fix}>
                Fix
              </Fix>
            )}
            <Remove type="button" aria-label={`Remove filter ${text}`} onClick={() => onRemoveInvalid?.(index)}>
              ×
            </Remove>
          </Chip>
        )
      })}
    </PlainList>
  )
}

function FilterChip({ text, title, onRemove }: { text: string; title?: string; onRemove: () => void }) {
  return (
    <Chip title={title}>
      <span>{text}</span>
      <Remove type="button" aria-label={`Remove filter ${text}`} onClick={onRemove}>
        ×
      </Remove>
    </Chip>
  )
}

/** "Location within 10 miles of Manchester", the value itself on hover. */
function LocationChip({ location, value, onRemove }: { location: LocationValue; value: string; onRemove: () => void }) {
  const centre = useCentreName(location.lat, location.lon)
  return <FilterChip text={`Location ${locationPhrase(location, centre ?? null)}`} title={value} onRemove={onRemove} />
}

const Chip = styled.li<{ $invalid?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  padding: ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(1.5)};
  background: ${({ $invalid }) => ($invalid ? theme.colour.dangerSoft : theme.colour.canvas)};
  border: 1px ${({ $invalid }) => ($invalid ? `dashed ${theme.colour.danger}` : `solid ${theme.colour.line}`)};
  border-radius: 999px;
  font-size: ${theme.font.size.small};
`

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.1rem;
  height: 1.1rem;
  font-weight: 700;
  color: #fff;
  background: ${theme.colour.danger};
  border-radius: 50%;
`

const Invalid = styled.span`
  color: ${theme.colour.danger};
  font-weight: 600;
`

const Fix = styled.button`
  padding: 0 ${theme.space(1)};
  font: inherit;
  font-weight: 600;
  color: ${theme.colour.danger};
  background: none;
  border: 1px solid ${theme.colour.danger};
  border-radius: 999px;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colour.danger}; color: #fff; }
`

const Remove = styled.button`
  width: 1.5rem;
  height: 1.5rem;
  font: inherit;
  line-height: 1;
  color: ${theme.colour.muted};
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colour.line}; color: ${theme.colour.ink}; }
`
