// The create-trial form (spec-3 §5): code, valid from, valid until, months (1) and type (VICTIM_ID). Each
// field's problem shows under it once the admin has tried to create; a refusal from the service shows
// under the field it names, or over the form.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { TRIAL_CODE_MAX, TRIAL_MONTHS_MAX, TRIAL_TYPES, type TrialType } from '../../../shared/api/types/trials.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form, FormActions } from '../../../shared/ui/form/Form.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { theme } from '../../../shared/ui/theme.js'
import { emptyTrialDraft, hasProblems, trialProblems, type TrialDraft, type TrialField, type TrialProblems } from './trialFormRules.js'
import { trialsStore } from './trialsState.js'

export const NOT_CREATED = 'The trial was not created: correct the fields marked below.'

const TYPE_CHOICES = TRIAL_TYPES.map((type) => ({ value: type, label: type }))

export function TrialForm() {
  useSignals()
  const [draft, setDraft] = useState<TrialDraft>(emptyTrialDraft)
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState<{ field: TrialField | null; error: string } | null>(null)
  const creating = trialsStore.creating.value
  const problems: TrialProblems = tried ? trialProblems(draft) : {}
  // The service's word on a field stands until that field changes.
  if (refusal?.field && !problems[refusal.field]) problems[refusal.field] = refusal.error

  const edit = (change: Partial<TrialDraft>) => {
    setDraft({ ...draft, ...change })
    if (refusal?.field && refusal.field in change) setRefusal(null)
  }
  const submit = async () => {
    setTried(true)
    setRefusal(null)
    if (hasProblems(trialProblems(draft)) || creating) return
    const outcome = await trialsStore.create(draft)
    if (outcome.ok) {
      setDraft(emptyTrialDraft())
      setTried(false)
    } else setRefusal({ field: outcome.field, error: outcome.error })
  }

  return (
    <Form onSubmit={() => void submit()} label="New trial">
      {tried && hasProblems(problems) && <Banner>{NOT_CREATED}</Banner>}
      {refusal && refusal.field === null && <Banner>{refusal.error}</Banner>}
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
