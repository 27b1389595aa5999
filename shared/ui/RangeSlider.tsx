// A range chosen between two bounds with two thumbs (spec-3 §2 Age range: 2 to 19 in steps of 1): each thumb is
// a native range input of its own, named, moved by the arrow keys, Page Up and Down, Home and End, and never
// past the other. Both lie on one track; the part between them is filled.

import { styled } from 'styled-components'
import { PlainFieldset } from './form/PlainFieldset.js'
import { theme } from './theme.js'

interface Props {
  label: string
  min: number
  max: number
  step?: number
  value: readonly [number, number]
  onChange: (value: [number, number]) => void
  /** The names of the two thumbs ("Youngest age", "Oldest age"). */
  thumbLabels: readonly [string, string]
  /** How the range reads beside the label ("5 to 11"). */
  valueText: (value: readonly [number, number]) => string
}

export function RangeSlider({ label, min, max, step = 1, value, onChange, thumbLabels, valueText }: Props) {
  const [low, high] = value
  const percent = (n: number) => ((n - min) / (max - min)) * 100
  return (
    <PlainFieldset>
      <Legend>
        {label}: <Value>{valueText(value)}</Value>
      </Legend>
      <Track style={{ ['--from' as string]: `${percent(low)}%`, ['--to' as string]: `${percent(high)}%` }}>
        <Thumb
          type="range"
          aria-label={thumbLabels[0]}
          // Thumbs at one value: the one that can still move is on top (the low one, near the top end).
          style={low > (min + max) / 2 ? { zIndex: 1 } : undefined}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <Thumb
          type="range"
          aria-label={thumbLabels[1]}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </Track>
      <Ends aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </Ends>
    </PlainFieldset>
  )
}


const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(1)};
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Value = styled.span`
  font-weight: 400;
`

const Track = styled.div`
  position: relative;
  height: 1.5rem;
  margin: 0 ${theme.space(1)};
  /* The track, with the chosen part filled. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: 4px;
    transform: translateY(-50%);
    border-radius: 2px;
    background: linear-gradient(to right, ${theme.colour.line} var(--from), ${theme.colour.brand} var(--from), ${theme.colour.brand} var(--to), ${theme.colour.line} var(--to));
  }
`

// The inputs lie on top of each other over the track; only their thumbs take the pointer.
const Thumb = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  margin: 0;
  background: none;
  pointer-events: none;
  appearance: none;
  &::-webkit-slider-runnable-track { background: none; }
  &::-moz-range-track { background: none; }
  &::-webkit-slider-thumb {
    appearance: none;
    pointer-events: auto;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${theme.colour.paper};
    border: 2px solid ${theme.colour.brand};
    cursor: pointer;
  }
  &::-moz-range-thumb {
    pointer-events: auto;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${theme.colour.paper};
    border: 2px solid ${theme.colour.brand};
    cursor: pointer;
  }
  &:focus-visible { outline: none; }
  &:focus-visible::-webkit-slider-thumb { outline: 2px solid ${theme.colour.focus}; outline-offset: 1px; }
  &:focus-visible::-moz-range-thumb { outline: 2px solid ${theme.colour.focus}; outline-offset: 1px; }
`

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`
