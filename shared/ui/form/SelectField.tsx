// A labelled choice among a few values, laid out like a TextField (label above, hint and error below), the
// value coming back in the type it was given. Choices that name a group are shown under it (<optgroup>).

import { styled } from 'styled-components'
import { controlStyle, FieldFrame } from './FieldFrame.js'

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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(ties) => (
        <Select {...ties} value={value} disabled={disabled} onChange={(event) => onChange(choices[event.target.selectedIndex]!.value)}>
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
      )}
    </FieldFrame>
  )
}

const Select = styled.select`
  ${controlStyle}
`
