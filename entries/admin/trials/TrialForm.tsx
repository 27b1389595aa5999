// The create-trial form (spec-3 §5): code, valid from, valid until, months (1) and type (VICTIM_ID). Each
// field's problem shows under it once the admin has tried to create; a refusal from the service shows
// under the field it names, or over the form.

import { useSignals } from '@preact/signals-react/runtime'
import { TRIAL_CODE_MAX, TRIAL_MONTHS_MAX, TRIAL_TYPES, type TrialType } from '../../../shared/api/types/trials.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { DraftForm } from '../../../shared/ui/form/DraftForm.js'
import { FormActions } from '../../../shared/ui/form/Form.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { emptyTrialDraft, trialFieldOf, trialProblems } from './trialFormRules.js'
import { trialsStore } from './trialsState.js'

export const NOT_CREATED = 'The trial was not created: correct the fields marked below.'

const TYPE_CHOICES = TRIAL_TYPES.map((type) => ({ value: type, label: type }))

export function TrialForm() {
  useSignals()
  const creating = trialsStore.creating.isBusy()
  // The service names the call's fields, which are not the form's.
  const form = useForm({ initial: emptyTrialDraft, problemsOf: trialProblems, send: trialsStore.create, busy: creating, fieldOf: trialFieldOf })

  return (
    <DraftForm form={form} label="New trial" notSent={NOT_CREATED}>
      {/* Five short fields side by side on a wide screen, fewer as it narrows. */}
      <ColumnGrid $least="180px" $top>
        <TextField label="Code" {...form.field('code')} maxLength={TRIAL_CODE_MAX} hint="Letters, digits, - and _." autoComplete="off" />
        <TextField label="Valid from" {...form.field('validFrom')} type="date" />
        <TextField label="Valid until" {...form.field('validUntil')} type="date" />
        <TextField label="Trial months" {...form.field('months')} type="number" inputMode="numeric" min={1} max={TRIAL_MONTHS_MAX} />
        <SelectField<TrialType> label="Trial type" {...form.field('type')} choices={TYPE_CHOICES} />
      </ColumnGrid>
      <FormActions>
        <SubmitButton busy={creating} busyText="Creating…">Create trial</SubmitButton>
      </FormActions>
    </DraftForm>
  )
}
