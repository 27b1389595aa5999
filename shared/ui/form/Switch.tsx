// An on/off switch with its label beside it (the Hub's "Matching images only"): a native checkbox announced as a
// switch, so that Space turns it and a screen reader says on or off.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

interface Props {
  label: string
  on: boolean
  onChange: (on: boolean) => void
}

export function Switch({ label, on, onChange }: Props) {
  const id = useId()
  return (
    <Row>
      <input id={id} type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </Row>
  )
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  font-size: ${theme.font.size.small};
  font-weight: 600;
  /* A track with its knob, drawn on the checkbox itself: the knob on the left is off, on the right on. */
  input {
    appearance: none;
    flex: none;
    width: 2.25rem;
    height: 1.25rem;
    margin: 0;
    border-radius: 999px;
    background: ${theme.colour.line} radial-gradient(circle at 0.625rem 50%, ${theme.colour.paper} 0.45rem, transparent 0.5rem);
    cursor: pointer;
    transition: background-color 0.15s;
  }
  input:checked { background: ${theme.colour.brand} radial-gradient(circle at 1.625rem 50%, ${theme.colour.paper} 0.45rem, transparent 0.5rem); }
  input:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
  label { cursor: pointer; }
`
