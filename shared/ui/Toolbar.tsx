// The controls that sit in a row above or below a list: the bar itself, its buttons (a page, a format),
// and a control with its label beside it (group by, results per page, a switch).

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from './theme.js'

/** A wrapping row of controls; $gap in spacing units. */
export const Toolbar = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => theme.space(p.$gap ?? 2)};
`

/** A button among others: the one chosen (the current page, the checked format) is filled. */
export const ToolbarButton = styled.button`
  min-width: 2.25rem;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  font: inherit;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  &[aria-current='page'], &[aria-checked='true'] { color: ${theme.colour.brandInk}; background: ${theme.colour.brand}; border-color: ${theme.colour.brand}; }
  &:disabled { color: ${theme.colour.muted}; cursor: not-allowed; }
`

interface SelectProps<Value extends string | number> {
  label: string
  value: Value
  choices: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
}

/** A labelled select; the value comes back in the type it was given. */
export function ToolbarSelect<Value extends string | number>({ label, value, choices, onChange }: SelectProps<Value>) {
  const id = useId()
  return (
    <ToolbarField>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(choices[event.target.selectedIndex]!.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </ToolbarField>
  )
}

/** A control and its label side by side. */
export const ToolbarField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  font-size: ${theme.font.size.small};
  select { font: inherit; padding: ${theme.space(0.5)}; border: 1px solid ${theme.colour.line}; border-radius: ${theme.radius}; }
`
