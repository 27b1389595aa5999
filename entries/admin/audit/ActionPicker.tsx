// The audit screen's Action picker (spec-3 §2: "The Action picker is grouped by api and shows a display
// name"): one <optgroup> per api, each action by its display name, and "Any action" for no filter.

import type { AuditActionOption } from '../../../shared/api/types/audit.js'
import { SelectField, type SelectChoice } from '../../../shared/ui/form/SelectField.js'

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

/** "Any action", then each api's actions by display name under the api. */
export function actionChoices(actions: readonly AuditActionOption[]): SelectChoice<string>[] {
  return [
    { value: '', label: 'Any action' },
    ...actionGroups(actions).flatMap((group) => group.actions.map((option) => ({ value: option.action, label: option.displayName, group: group.api }))),
  ]
}

export function ActionPicker({ actions, value, onChange }: Props) {
  return <SelectField label="Action" value={value} choices={actionChoices(actions)} onChange={onChange} />
}
