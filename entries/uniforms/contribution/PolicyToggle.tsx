// The uniform policy step's toggle (spec-3 §2, §9 "Policy choices"): yes, unknown or no, under the question it
// answers. Radio buttons drawn as one row of segments: arrow keys move among them as among any radios.

import { useId } from 'react'
import { styled } from 'styled-components'
import { PlainFieldset } from '../../../shared/ui/form/PlainFieldset.js'
import { theme } from '../../../shared/ui/theme.js'
import { POLICY_CHOICES, POLICY_LABELS, type PolicyChoice } from './contributionDraft.js'

/** spec-3 §2: what the toggle answers. */
export const POLICY_QUESTION =
  'Does the school have distinctive clothing defined by a dress code or uniform policy, whether compulsory or not?'

export function PolicyToggle({ value, onChange }: { value: PolicyChoice; onChange: (value: PolicyChoice) => void }) {
  const name = useId()
  return (
    <PlainFieldset>
      <Legend>{POLICY_QUESTION}</Legend>
      <Segments>
        {POLICY_CHOICES.map((choice) => (
          <Segment key={choice} $checked={choice === value}>
            <input type="radio" name={name} value={choice} checked={choice === value} onChange={() => onChange(choice)} />
            {POLICY_LABELS[choice]}
          </Segment>
        ))}
      </Segments>
    </PlainFieldset>
  )
}


const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(1)};
  line-height: 1.5;
`

const Segments = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colour.brand};
  border-radius: ${theme.radius};
  overflow: hidden;
`

const Segment = styled.label<{ $checked: boolean }>`
  position: relative;
  padding: ${theme.space(1)} ${theme.space(2.5)};
  font-weight: 600;
  cursor: pointer;
  color: ${(p) => (p.$checked ? theme.colour.brandInk : theme.colour.brand)};
  background: ${(p) => (p.$checked ? theme.colour.brand : theme.colour.paper)};
  & + & { border-left: 1px solid ${theme.colour.brand}; }
  /* The radio covers its segment, unseen: a click anywhere on the segment is a click on the radio itself. */
  input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
  &:focus-within { outline: 2px solid ${theme.colour.focus}; outline-offset: -4px; }
`
