// The reference step of an upload (spec-2 §4 "Fingerprint upload" 3–4): the reference the query is filed under,
// one of the caller's own (the list's reply gives them) or a new one typed here; Save submits the fingerprint
// with it, Cancel leaves without sending anything.

import { useEffect, useRef } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { CAMID_REFERENCE_MAX } from '../../../shared/api/types/camid.js'
import { DialogActions } from '../../../shared/ui/Dialog.js'
import { Button, SubmitButton } from '../../../shared/ui/form/Button.js'
import { DraftForm } from '../../../shared/ui/form/DraftForm.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { queriesState } from '../queries/queriesState.js'
import { NEW_REFERENCE, referenceOf, referenceProblems, type ReferenceDraft } from './referenceRules.js'
import type { ReadFingerprint } from './readUpload.js'

interface Props {
  fingerprint: ReadFingerprint
  onCancel: () => void
  onDone: () => void
}

export function ReferenceStep({ fingerprint, onCancel, onDone }: Props) {
  useSignals()
  const references = queriesState.references.value
  const busy = queriesState.submitting.isBusy()
  const form = useForm({
    initial: (): ReferenceDraft => ({ picked: references[0] ?? NEW_REFERENCE, reference: '' }),
    problemsOf: referenceProblems,
    send: (draft: ReferenceDraft) => queriesState.submit(fingerprint.fileName, referenceOf(draft), fingerprint.data),
    busy,
    // The service names the reference or a field of the file; either is said over the form.
    fieldOf: () => null,
    onDone,
  })
  const typing = form.draft.picked === NEW_REFERENCE
  // The step replaces the file's: focus goes to its first field, not back to the page.
  const fields = useRef<HTMLDivElement>(null)
  useEffect(() => fields.current?.querySelector<HTMLElement>('select, input')?.focus(), [])
  return (
    <DraftForm form={form} label="Choose the reference" notSent="The fingerprint was not sent: correct the field marked below.">
      <p>
        File: <strong>{fingerprint.fileName}</strong> ({fingerprint.data.resolution}, {fingerprint.data.density} {fingerprint.data.density === 1 ? 'picture' : 'pictures'})
      </p>
      <Fields ref={fields}>
        {references.length > 0 && (
          <SelectField
            label="Reference"
            {...form.field('picked')}
            choices={[...references.map((reference) => ({ value: reference, label: reference })), { value: NEW_REFERENCE, label: 'A new reference…' }]}
          />
        )}
        {typing && (
          <TextField
            label={references.length > 0 ? 'New reference' : 'Reference'}
            hint="The case this query belongs to; you can change it later."
            {...form.field('reference')}
            maxLength={CAMID_REFERENCE_MAX}
            required
          />
        )}
      </Fields>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyText="Saving…">
          Save
        </SubmitButton>
      </DialogActions>
    </DraftForm>
  )
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`
