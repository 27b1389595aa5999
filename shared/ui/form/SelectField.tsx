// A labelled choice among a few values, laid out like a TextField (label above, hint and error below), the
// value coming back in the type it was given. Choices that name a group are shown under it (<optgroup>).

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

export interface SelectChoice<Value extends string | number> {
  value: Value
  label: string
  group?: string
}

/** The choices as runs: each run of one group (or of none), in order. */
function runsOf<Value extends string | number>(choices: readonly SelectChoice<Value>[]): { group: string | undefined; choices: SelectChoice<Value>[] }[] {
  const runs: { group: string | undefined; choices: SelectChoice<Value>[] }[] = []
  for (const choice of choices) {
    const last = runs.at(-1)
    if (last && last.group === choice.group) last.choices.push(choice)
    else runs.push({ group: choice.group, choices: [choice] })
  }
  return runs
}

const optionsOf = <Value extends string | number>(choices: readonly SelectChoice<Value>[]) =>
  choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ))

export interface SelectFieldProps<Value extends string | number> {
  label: string
  value: Value
  /** In the order shown; consecutive choices with the same group are shown under that group's name. */
  choices: readonly SelectChoice<Value>[]
  onChange: (value: Value) => void
  hint?: string
  error?: string | undefined
  disabled?: boolean
}

export function SelectField<Value extends string | number>({ label, value, choices, onChange, hint, error, disabled }: SelectFieldProps<Value>) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(choices[event.target.selectedIndex]!.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      >
        {runsOf(choices).map((run, index) =>
          run.group === undefined ? (
            optionsOf(run.choices)
          ) : (
            <optgroup key={`${index}-${run.group}`} label={run.group}>
              {optionsOf(run.choices)}
            </optgroup>
          ),
        )}
      </Select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  )
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Select = styled.select`
  font: inherit;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  &:focus {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 1px;
    border-color: ${theme.colour.brand};
  }
  &[aria-invalid='true'] { border-color: ${theme.colour.danger}; }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
`
