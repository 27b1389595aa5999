// A checkbox with its label beside it, and a named group of them (a fieldset whose legend may be for
// screen readers alone, when the group's place already says what it is, as in a table row).

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { PlainFieldset } from './PlainFieldset.js'
import { theme } from '../theme.js'

export interface CheckboxProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

export function Checkbox({ label, checked, onChange, disabled }: CheckboxProps) {
  return (
    <Option $disabled={!!disabled}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </Option>
  )
}

export interface CheckboxGroupProps {
  label: string
  /** The legend is read by screen readers but not drawn. */
  hideLabel?: boolean
  children: ReactNode
}

export function CheckboxGroup({ label, hideLabel = false, children }: CheckboxGroupProps) {
  return (
    <PlainFieldset>
      <Legend $hidden={hideLabel}>{label}</Legend>
      <Options>{children}</Options>
    </PlainFieldset>
  )
}

const Option = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  color: ${(p) => (p.$disabled ? theme.colour.muted : theme.colour.ink)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  input { margin: 0; width: 1rem; height: 1rem; accent-color: ${theme.colour.brand}; }
  input:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`


// Clipped rather than hidden, so that screen readers still read it as the group's name.
const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: ${theme.space(1)};
  font-weight: 600;
  font-size: ${theme.font.size.small};
  ${(p) => (p.$hidden ? theme.visuallyHidden : '')}
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(0.75)} ${theme.space(2)};
`
