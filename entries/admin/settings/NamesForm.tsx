// The user's first and last name (spec-3 §2 "Settings page"): saved through the session store, which
// applies the change at once and puts it back with an error bar if the service refuses it (spec-3 §4), as
// the state kit's action, whose result message says it was saved for 5 seconds (spec-3 §9). Leaving with
// changes not yet saved asks first.

import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SETTINGS_NAME_MAX } from '../../../shared/api/types/account.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { sessionStore } from '../../../shared/session/store.js'
import { createAction } from '../../../shared/state/action.js'
import { useUnsavedChangesPrompt } from '../../../shared/shell/useUnsavedChangesPrompt.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { SubmitButton } from '../../../shared/ui/form/Button.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'

export const NAMES_SAVED = 'Your name was saved.'

interface Names {
  firstName: string
  lastName: string
}

/** The session store's change as a reply: its refusal is already shown in the session's error bar. */
async function saveNames(names: Names): Promise<Reply<object>> {
  if (await sessionStore.updateSettings(names)) return { success: true }
  return { success: false, error: sessionStore.state.value.settingsUpdateError ?? 'Your name was not saved.' }
}

export function NamesForm() {
  useSignals()
  const user = sessionStore.state.value.user
  const saved: Names | null = user ? { firstName: user.settings.firstName ?? '', lastName: user.settings.lastName ?? '' } : null
  const [draft, setDraft] = useState<Names | null>(null)
  const [nameChange] = useState(createAction)
  useEffect(() => {
    // The form starts from the saved names once the session check has brought them.
    if (saved && draft === null) setDraft(saved)
  }, [saved, draft])
  const unsaved = !!saved && !!draft && (draft.firstName.trim() !== saved.firstName || draft.lastName.trim() !== saved.lastName)
  useUnsavedChangesPrompt(unsaved)

  if (!draft) return <Loader label="Loading your settings…" />
  const edit = (change: Partial<Names>) => {
    nameChange.dismissResult()
    setDraft({ ...draft, ...change })
  }
  const save = async () => {
    const names = { firstName: draft.firstName.trim(), lastName: draft.lastName.trim() }
    setDraft(names)
    await nameChange.run(() => saveNames(names), { done: () => NAMES_SAVED })
  }
  return (
    <Form onSubmit={() => void save()} label="Your name">
      <TextField label="First name" value={draft.firstName} onChange={(firstName) => edit({ firstName })} maxLength={SETTINGS_NAME_MAX} autoComplete="given-name" />
      <TextField label="Last name" value={draft.lastName} onChange={(lastName) => edit({ lastName })} maxLength={SETTINGS_NAME_MAX} autoComplete="family-name" />
      {nameChange.result.value && !unsaved && <Banner tone="info">{nameChange.result.value}</Banner>}
      <div>
        <SubmitButton busy={nameChange.isBusy()} busyText="Saving…" disabled={!unsaved}>
          Save
        </SubmitButton>
      </div>
    </Form>
  )
}
