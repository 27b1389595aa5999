// The create-trial form (spec-3 §5): code, valid from, valid until, months (1) and type (VICTIM_ID). Each
// field's problem shows under it once the admin has tried to create; a refusal from the service shows
// under the field it names, or over the form.

import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { TRIAL_CODE_MAX, TRIAL_MONTHS_MAX, TRIAL_TYPES, type TrialType } from '../../../shared/api/types/trials.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form, FormActions } from '../../../shared/ui/form/Form.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { emptyTrialDraft, trialFieldOf, trialProblems } from './trialFormRules.js'
import { trialsStore } from './trialsState.js'

export const NOT_CREATED = 'The trial was not created: correct the fields marked below.'

const TYPE_CHOICES = TRIAL_TYPES.map((type) => ({ value: type, label: type }))

export function TrialForm() {
  useSignals()
  const creating = trialsStore.creating.isBusy()
  const { draft, edit, problems, showsProblems, refusal, submit } = useForm({
    initial: emptyTrialDraft,
    problemsOf: trialProblems,
    send: trialsStore.create,
    busy: creating,
    fieldOf: trialFieldOf,
  })

  return (
    <Form onSubmit={() => void submit()} label="New trial">
      {showsProblems && <Banner>{NOT_CREATED}</Banner>}
      {refusal && <Banner>{refusal}</Banner>}
      <Fields>
        <TextField
          label="Code"
          value={draft.code}
          onChange={(code) => edit({ code })}
          maxLength={TRIAL_CODE_MAX}
          hint="Letters, digits, - and _."
          error={problems.code}
          autoComplete="off"
        />
        <TextField label="Valid from" type="date" value={draft.validFrom} onChange={(validFrom) => edit({ validFrom })} error={problems.validFrom} />
        <TextField label="Valid until" type="date" value={draft.validUntil} onChange={(validUntil) => edit({ validUntil })} error={problems.validUntil} />
        <TextField
          label="Trial months"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRIAL_MONTHS_MAX}
          value={draft.months}
          onChange={(months) => edit({ months })}
          error={problems.months}
        />
        <SelectField<TrialType> label="Trial type" value={draft.type} choices={TYPE_CHOICES} onChange={(type) => edit({ type })} error={problems.type} />
      </Fields>
      <FormActions>
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating…' : 'Create trial'}
        </Button>
      </FormActions>
    </Form>
  )
}

// Five short fields side by side on a wide screen, fewer as it narrows.
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space(2)};
  align-items: start;
`
