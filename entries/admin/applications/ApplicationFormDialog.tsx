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
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
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
  const { draft, edit, problems, showsProblems, refusal, submit } = useForm({
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
      <Form onSubmit={() => void submit()} label={editing ? 'Edit application' : 'New application'}>
        {showsProblems && <Banner>{NOT_SAVED}</Banner>}
        {refusal && <Banner>{refusal}</Banner>}
        <TextField label="Name" value={draft.name} onChange={(name) => edit({ name })} maxLength={APPLICATION_NAME_MAX} required autoFocus error={problems.name} />
        <TextField
          label="Description"
          rows={3}
          value={draft.description}
          onChange={(description) => edit({ description })}
          maxLength={APPLICATION_DESCRIPTION_MAX}
          required
          error={problems.description}
        />
        <TextField
          label="Callback URL"
          type="url"
          value={draft.callbackURL}
          onChange={(callbackURL) => edit({ callbackURL })}
          maxLength={APPLICATION_ADDRESS_MAX}
          required
          hint={`Where users return after signing in. ${ADDRESS_HINT}`}
          error={problems.callbackURL}
        />
        <TextField
          label="Post-logout redirect URI (optional)"
          type="url"
          value={draft.postLogoutRedirectUri}
          onChange={(postLogoutRedirectUri) => edit({ postLogoutRedirectUri })}
          maxLength={APPLICATION_ADDRESS_MAX}
          hint={`Where users go after signing out. ${ADDRESS_HINT}`}
          error={problems.postLogoutRedirectUri}
        />
        {editing && addressChangeNeedsApproval && editing.state !== 'pending' && (
          <p>Changing an address sends the application back for approval before it can sign users in again.</p>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : editing ? 'Save' : 'Create application'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  )
}
