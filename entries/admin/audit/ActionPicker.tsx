// The audit screen's Action picker (spec-3 §2: "The Action picker is grouped by api and shows a display
// name"): one <optgroup> per api, each action by its display name, and "Any action" for no filter.

import { useId } from 'react'
import { styled } from 'styled-components'
import type { AuditActionOption } from '../../../shared/api/types/audit.js'
import { theme } from '../../../shared/ui/theme.js'

interface Props {
  actions: readonly AuditActionOption[]
  /** The chosen action's name; '' for any. */
  value: string
  onChange: (action: string) => void
}

/** An api's actions under it, the apis in the order they first come; an action without an api is "other". */
export function actionGroups(actions: readonly AuditActionOption[]): { api: string; actions: AuditActionOption[] }[] {
  const groups = new Map<string, AuditActionOption[]>()
  for (const option of actions) {
    const api = option.api || 'other'
    groups.set(api, [...(groups.get(api) ?? []), option])
  }
  return [...groups].map(([api, grouped]) => ({ api, actions: grouped }))
}

export function ActionPicker({ actions, value, onChange }: Props) {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>Action</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any action</option>
        {actionGroups(actions).map((group) => (
          <optgroup key={group.api} label={group.api}>
            {group.actions.map((option) => (
              <option key={option.action} value={option.action}>
                {option.displayName}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
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
`
