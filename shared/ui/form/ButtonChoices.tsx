// Choices drawn as a row of buttons, under a visible name: one of them (radio buttons, moved between with the
// arrow keys, as the Hub's "View results as") or any of them (checkboxes, as its "Filter results by" types and
// garments). Native inputs under the look, so that a keyboard and a screen reader meet what they expect.

import { useId } from 'react'
import { styled } from 'styled-components'
import { PlainFieldset } from './PlainFieldset.js'
import { theme } from '../theme.js'

export interface ButtonChoice<Value extends string> {
  value: Value
  label: string
}

interface SingleProps<Value extends string> {
  label: string
  choices: readonly ButtonChoice<Value>[]
  value: Value
  onChange: (value: Value) => void
}

export function SingleChoice<Value extends string>({ label, choices, value, onChange }: SingleProps<Value>) {
  const name = useId()
  return (
    <Group>
      <Legend>{label}</Legend>
      <Row>
        {choices.map((choice) => (
          <Choice key={choice.value}>
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </Choice>
        ))}
      </Row>
    </Group>
  )
}

interface MultipleProps<Value extends string> {
  label: string
  choices: readonly ButtonChoice<Value>[]
  value: readonly Value[]
  onChange: (value: Value[]) => void
}

/** The values come back in the choices' order. */
export function MultipleChoice<Value extends string>({ label, choices, value, onChange }: MultipleProps<Value>) {
  const toggle = (changed: Value, on: boolean) => onChange(choices.map((c) => c.value).filter((v) => (v === changed ? on : value.includes(v))))
  return (
    <Group>
      <Legend>{label}</Legend>
      <Row>
        {choices.map((choice) => (
          <Choice key={choice.value}>
            <input type="checkbox" checked={value.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
            <span>{choice.label}</span>
          </Choice>
        ))}
      </Row>
    </Group>
  )
}

const Group = styled(PlainFieldset)`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
`

// A legend sits in the fieldset's border unless it floats: floated, it lines up with the buttons.
const Legend = styled.legend`
  float: left;
  padding: 0;
  margin-right: ${theme.space(1)};
  font-size: ${theme.font.size.small};
  font-weight: 600;
`

const Row = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
`

// The input stays in the page, out of sight, for the keyboard and screen readers; its label is the button.
const Choice = styled.label`
  position: relative;
  input { ${theme.visuallyHidden} }
  span {
    display: inline-block;
    padding: ${theme.space(0.5)} ${theme.space(1.25)};
    font-size: ${theme.font.size.small};
    color: ${theme.colour.brand};
    background: ${theme.colour.paper};
    border: 1px solid ${theme.colour.line};
    cursor: pointer;
  }
  &:not(:first-child) span { margin-left: -1px; }
  &:first-child span { border-radius: ${theme.radius} 0 0 ${theme.radius}; }
  &:last-child span { border-radius: 0 ${theme.radius} ${theme.radius} 0; }
  &:only-child span { border-radius: ${theme.radius}; }
  input:checked + span { color: ${theme.colour.brandInk}; background: ${theme.colour.brand}; border-color: ${theme.colour.brand}; }
  input:focus-visible + span { outline: 2px solid ${theme.colour.focus}; outline-offset: 1px; position: relative; z-index: 1; }
`
