// The create-licence form of the global admin (spec-3 §5): name, max seats and expiry date. Each field's
// problem shows under it once the admin has tried to create; a refusal from the service shows under the
// field it names, or over the form.

import { useSignals } from '@preact/signals-react/runtime'
import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT } from '../../../shared/api/types/licences.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { DraftForm } from '../../../shared/ui/form/DraftForm.js'
import { FormActions } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { emptyLicenceDraft, licenceProblems } from './licenceFormRules.js'
import { licencesStore } from './licencesState.js'

export const NOT_CREATED = 'The licence was not created: correct the fields marked below.'

export function LicenceForm() {
  useSignals()
  const creating = licencesStore.creating.isBusy()
  const form = useForm({ initial: emptyLicenceDraft, problemsOf: licenceProblems, send: licencesStore.create, busy: creating })

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
      <FormActions>
        <SubmitButton busy={creating} busyText="Creating…">Create licence</SubmitButton>
      </FormActions>
    </DraftForm>
  )
}
