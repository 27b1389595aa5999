// The create-licence form of the global admin (spec-3 §5): name, max seats and expiry date. Each field's
// problem shows under it once the admin has tried to create; a refusal from the service shows under the
// field it names, or over the form.

import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT } from '../../../shared/api/types/licences.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form, FormActions } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { emptyLicenceDraft, licenceProblems } from './licenceFormRules.js'
import { licencesStore } from './licencesState.js'

export const NOT_CREATED = 'The licence was not created: correct the fields marked below.'

export function LicenceForm() {
  useSignals()
  const creating = licencesStore.creating.isBusy()
  const { draft, edit, problems, showsProblems, refusal, submit } = useForm({
    initial: emptyLicenceDraft,
    problemsOf: licenceProblems,
    send: licencesStore.create,
    busy: creating,
  })

  return (
    <Form onSubmit={() => void submit()} label="Create licence">
      {showsProblems && <Banner>{NOT_CREATED}</Banner>}
      {refusal && <Banner>{refusal}</Banner>}
      <Fields>
        <TextField label="Name" value={draft.name} onChange={(name) => edit({ name })} maxLength={LICENCE_NAME_MAX} error={problems.name} autoComplete="off" />
        <TextField
          label="Max seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SEATS_LIMIT}
          value={draft.maxSeats}
          onChange={(maxSeats) => edit({ maxSeats })}
          hint="Each email or domain on the licence takes one seat."
          error={problems.maxSeats}
        />
        <TextField label="Expiry date" type="date" value={draft.expiresAt} onChange={(expiresAt) => edit({ expiresAt })} hint="The licence ends after this day (UTC)." error={problems.expiresAt} />
      </Fields>
      <FormActions>
        <Button type="submit" disabled={creating}>
          {creating ? 'Creating…' : 'Create licence'}
        </Button>
      </FormActions>
    </Form>
  )
}

// Three short fields side by side on a wide screen, fewer as it narrows.
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space(2)};
  align-items: start;
`
