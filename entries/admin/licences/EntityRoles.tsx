// One licensed entity's roles as checkboxes (spec-3 §4): the roles its licence offers, each enabled or not
// by who is looking (entityRules.ts), and all of them held while a change of this entity is on its way.

import { styled } from 'styled-components'
import type { Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import { Checkbox, CheckboxGroup } from '../../../shared/ui/form/Checkbox.js'
import { theme } from '../../../shared/ui/theme.js'
import { entityRoleChoices, roleCheckbox, type Viewer } from './entityRules.js'

interface Props {
  licence: Licence
  entity: LicensedEntity
  viewer: Viewer
  busy: boolean
  onChange: (role: string, held: boolean) => void
}

export function EntityRoles({ licence, entity, viewer, busy, onChange }: Props) {
  const choices = entityRoleChoices(licence, entity).map((role) => roleCheckbox(role, entity, viewer))
  if (choices.length === 0) return <None>No roles are offered on this licence.</None>
  return (
    <CheckboxGroup label={`Roles of ${entity.value}`} hideLabel>
      {choices.map((choice) => (
        <Checkbox key={choice.role} label={choice.role} checked={choice.checked} disabled={choice.disabled || busy} onChange={(held) => onChange(choice.role, held)} />
      ))}
    </CheckboxGroup>
  )
}

const None = styled.span`
  color: ${theme.colour.muted};
`
