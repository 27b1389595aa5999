// The create-licence form of the global admin (spec-3 §5): name, max seats and expiry date, and the roles the
// licence offers from the start (spec-3 §2, §6), so that a new licence can be given to its emails and domains
// at once. Each field's problem shows under it once the admin has tried to create; a refusal from the service
// shows under the field it names, or over the form.

import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT } from '../../../shared/api/types/licences.js'
import { LICENCE_ROLES } from '../../../shared/licences/roles.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { Checkbox, CheckboxGroup } from '../../../shared/ui/form/Checkbox.js'
import { DraftForm } from '../../../shared/ui/form/DraftForm.js'
import { FormActions } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { emptyLicenceDraft, licenceProblems, withRole } from './licenceFormRules.js'
import { licencesStore } from './licencesState.js'

export const NOT_CREATED = 'The licence was not created: correct the fields marked below.'
export const ROLES_HINT = 'Tick the roles its emails and domains may be given; more can be offered later on the licence’s page.'

export function LicenceForm() {
  useSignals()
  const creating = licencesStore.creating.isBusy()
  const form = useForm({ initial: emptyLicenceDraft, problemsOf: licenceProblems, send: licencesStore.create, busy: creating })
  const roles = form.field('availableRoles')

  return (
    <DraftForm form={form} label="Create licence" notSent={NOT_CREATED}>
      {/* Three short fields side by side on a wide screen, fewer as it narrows. */}
      <ColumnGrid $least="200px" $top>
        <TextField label="Name" {...form.field('name')} maxLength={LICENCE_NAME_MAX} autoComplete="off" />
        <TextField
          label="Max seats"
          {...form.field('maxSeats')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SEATS_LIMIT}
          hint="Each email or domain on the licence takes one seat."
        />
        <TextField label="Expiry date" {...form.field('expiresAt')} type="date" hint="The licence ends after this day (UTC)." />
      </ColumnGrid>
      <CheckboxGroup label="Available roles">
        <Hint>{ROLES_HINT}</Hint>
        {LICENCE_ROLES.map((role) => (
          <Checkbox key={role} label={role} checked={roles.value.includes(role)} onChange={(on) => roles.onChange(withRole(roles.value, role, on))} />
        ))}
      </CheckboxGroup>
      {roles.error && <Banner>{roles.error}</Banner>}
      <FormActions>
        <SubmitButton busy={creating} busyText="Creating…">Create licence</SubmitButton>
      </FormActions>
    </DraftForm>
  )
}

// A line of its own above the boxes, which the group lays out in a wrapping row.
const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
