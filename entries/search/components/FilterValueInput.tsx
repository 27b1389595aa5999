// The value part of an Add Filters row (spec-1 §2.5, §5): date pickers for dates, a number and a unit for
// the file size, numbers for the edges, text for the rest. Each writes the operator's value form, and a
// between gets two of them.

import { useState } from 'react'
import { css, styled } from 'styled-components'
import type { FieldKind, Operator } from '../../../shared/search/fields.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import {
  EARLIEST_DATE, hasTwoEnds, latestDate, pickerDate, SIZE_UNITS, sizeAmountOf, sizeText, valueEnds, valueOfEnds, type SizeUnit,
} from '../filters/filterValueForm.js'

interface Props {
  /** The row's accessible name, e.g. "Filter 2". */
  label: string
  kind: FieldKind | null
  operator: Operator | ''
  value: string
  invalid: boolean
  onChange: (value: string) => void
}

const END_NAMES = ['from', 'to'] as const

export function FilterValueInput({ label, kind, operator, value, invalid, onChange }: Props) {
  if (kind !== 'date' && kind !== 'size' && kind !== 'number') {
    return (
      <Text
        aria-label={`${label} value`}
        value={value}
        placeholder="Value"
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  const ends = valueEnds(value, operator)
  const two = hasTwoEnds(operator)
  const write = (index: number, end: string) => {
    const next = [...ends] as string[]
    next[index] = end
    onChange(valueOfEnds(operator, next[0] ?? '', next[1] ?? ''))
  }
  return (
    <Ends>
      {ends.map((end, index) => {
        const name = two ? `${label} value ${END_NAMES[index]}` : `${label} value`
        const onEnd = (text: string) => write(index, text)
        if (kind === 'date') return <DateEnd key={index} name={name} end={end} invalid={invalid} onEnd={onEnd} />
        if (kind === 'size') return <SizeEnd key={index} name={name} end={end} invalid={invalid} onEnd={onEnd} />
        return (
          <NumberInput
            key={index}
            type="number"
            min={0}
            step={1}
            aria-label={name}
            placeholder="Pixels"
            value={end}
            aria-invalid={invalid || undefined}
            onChange={(event) => onEnd(event.target.value)}
          />
        )
      })}
    </Ends>
  )
}

interface EndProps {
  name: string
  end: string
  invalid: boolean
  onEnd: (text: string) => void
}

function DateEnd({ name, end, invalid, onEnd }: EndProps) {
  return (
    <Text
      type="date"
      aria-label={name}
      min={EARLIEST_DATE}
      max={latestDate()}
      value={pickerDate(end)}
      aria-invalid={invalid || undefined}
      onChange={(event) => onEnd(event.target.value)}
    />
  )
}

function SizeEnd({ name, end, invalid, onEnd }: EndProps) {
  const written = sizeAmountOf(end)
  // A unit chosen before the amount has nowhere to live in the value yet, so it is held here till then.
  const [chosenUnit, setChosenUnit] = useState<SizeUnit>(written.unit)
  const size = written.amount === '' ? { ...written, unit: chosenUnit } : written
  return (
    <Size>
      <NumberInput
        type="number"
        min={0}
        step="any"
        aria-label={name}
        value={size.amount}
        aria-invalid={invalid || undefined}
        onChange={(event) => onEnd(sizeText({ ...size, amount: event.target.value }))}
      />
      <select aria-label={`${name} unit`} value={size.unit} onChange={(event) => {
          const unit = event.target.value as SizeUnit
          setChosenUnit(unit)
          onEnd(sizeText({ ...size, unit }))
        }}
      >
        {SIZE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </Size>
  )
}

const control = css`
  ${compactControlStyle}
  min-width: 0;
`

const Text = styled.input`
  ${control}
`

const NumberInput = styled.input`
  ${control}
  width: 7rem;
`

const Ends = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`

const Size = styled.span`
  display: inline-flex;
  gap: ${theme.space(0.5)};
  select { ${control} }
`
