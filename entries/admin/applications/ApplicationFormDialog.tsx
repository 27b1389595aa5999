// The dialog that creates or edits an application (spec-3 §5): name, description and callback URL
// required, post-logout redirect URI optional. A created application's client id and secret show next,
// in the same dialog, once (ApplicationCredentials).

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import {
  APPLICATION_ADDRESS_MAX,
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_NAME_MAX,
  type Application,
  type CreatedApplication,
} from '../../../shared/api/types/applications.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Button, SubmitButton } from '../../../shared/ui/form/Button.js'
import { DraftForm } from '../../../shared/ui/form/DraftForm.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm, type FieldBinding } from '../../../shared/ui/form/useForm.js'
import { ApplicationCredentials } from './ApplicationCredentials.js'
import { applicationProblems, draftOf, emptyApplicationDraft, type ApplicationDraft } from './applicationFormRules.js'
import { applicationsStore } from './applicationsState.js'

export const NOT_SAVED = 'The application was not saved: correct the fields marked below.'
const ADDRESS_HINT = 'An https address, or http to 127.0.0.1, [::1] or localhost.'

interface Props {
  /** The application to edit; absent to create one. */
  editing?: Application
  /** An AppCreator's new addresses wait for the global admin's approval again (the service's rule). */
  addressChangeNeedsApproval: boolean
  onClose: () => void
}

export function ApplicationFormDialog({ editing, addressChangeNeedsApproval, onClose }: Props) {
  useSignals()
  const [created, setCreated] = useState<CreatedApplication | null>(null)
  const saving = applicationsStore.saving.isBusy()
  const form = useForm({
    initial: () => (editing ? draftOf(editing) : emptyApplicationDraft()),
    problemsOf: applicationProblems,
    send: (draft: ApplicationDraft) => (editing ? applicationsStore.update(editing.id, draft) : applicationsStore.create(draft)),
    busy: saving,
    // A created application's credentials show next, once; an edit is done.
    onDone: ({ application }) => (editing ? onClose() : setCreated(application as CreatedApplication)),
  })

  // The same dialog goes on to show the credentials, so that closing it still returns focus to its opener.
  if (created) {
    return (
      <Dialog title={`${created.name} created`} onClose={onClose} width="narrow">
        <ApplicationCredentials application={created} onClose={onClose} />
      </Dialog>
    )
  }

  return (
    <Dialog title={editing ? `Edit ${editing.name}` : 'New application'} onClose={onClose} width="narrow">
      <DraftForm form={form} label={editing ? 'Edit application' : 'New application'} notSent={NOT_SAVED}>
        <TextField label="Name" {...form.field('name')} maxLength={APPLICATION_NAME_MAX} required autoFocus />
        <TextField label="Description" {...form.field('description')} rows={3} maxLength={APPLICATION_DESCRIPTION_MAX} required />
        <AddressField label="Callback URL" {...form.field('callbackURL')} purpose="Where users return after signing in." required />
        <AddressField label="Post-logout redirect URI (optional)" {...form.field('postLogoutRedirectUri')} purpose="Where users go after signing out." />
        {editing && addressChangeNeedsApproval && editing.state !== 'pending' && (
          <p>Changing an address sends the application back for approval before it can sign users in again.</p>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton busy={saving} busyText="Saving…">
            {editing ? 'Save' : 'Create application'}
          </SubmitButton>
        </DialogActions>
      </DraftForm>
    </Dialog>
  )
}

/** An address users are sent to: a URL within the service's length, with what it is for and the rule it keeps. */
function AddressField({ purpose, ...field }: FieldBinding<string> & { label: string; purpose: string; required?: boolean }) {
  return <TextField {...field} type="url" maxLength={APPLICATION_ADDRESS_MAX} hint={`${purpose} ${ADDRESS_HINT}`} />
}
