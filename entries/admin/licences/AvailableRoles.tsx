// The roles a licence offers (spec-3 §2, §4, §6): the global admin offers and withdraws them with a
// checkbox each (withdrawing asks first, since it revokes the role from every entity holding it); anyone
// else reads them.

import { styled } from 'styled-components'
import type { Licence } from '../../../shared/api/types/licences.js'
import { LICENCE_ROLES } from '../../../shared/licences/roles.js'
import { Checkbox, CheckboxGroup } from '../../../shared/ui/form/Checkbox.js'
import { theme } from '../../../shared/ui/theme.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { inRoleOrder, type Viewer } from './entityRules.js'

interface Props {
  licence: Licence
  viewer: Viewer
  isBusy: (role: string) => boolean
  onOffer: (role: string) => void
  /** Asks before withdrawing. */
  onWithdraw: (role: string) => void
}

export const NO_ROLES_OFFERED = 'No roles are offered on this licence yet.'

export function AvailableRoles({ licence, viewer, isBusy, onOffer, onWithdraw }: Props) {
  const offered = inRoleOrder(licence.availableRoles)
  if (!viewer.isGlobalAdmin) {
    return (
      <Card place="section" title="Available roles">
        {offered.length === 0 ? <p>{NO_ROLES_OFFERED}</p> : <Names>{offered.map((role) => <li key={role}>{role}</li>)}</Names>}
      </Card>
    )
  }
  return (
    <Card place="section" title="Available roles">
      <Hint>The roles this licence can give its emails and domains. Withdrawing one revokes it from every email and domain holding it.</Hint>
      <CheckboxGroup label="Roles offered on this licence" hideLabel>
        {LICENCE_ROLES.map((role) => (
          <Checkbox
            key={role}
            label={role}
            checked={offered.includes(role)}
            disabled={isBusy(role)}
            onChange={(on) => (on ? onOffer(role) : onWithdraw(role))}
          />
        ))}
      </CheckboxGroup>
    </Card>
  )
}

const Names = styled(PlainList)`
  li { padding: ${theme.space(0.25)} ${theme.space(1)}; border: 1px solid ${theme.colour.line}; border-radius: ${theme.radius}; }
`

const Hint = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
