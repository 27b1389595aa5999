// The user's first and last name (spec-3 §2 "Settings page"): saved through the session store, which
// applies the change at once and puts it back with an error bar if the service refuses it (spec-3 §4).
// Leaving with changes not yet saved asks first.

import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SETTINGS_NAME_MAX } from '../../../shared/api/types/account.js'
import { sessionStore } from '../../../shared/session/store.js'
import { useUnsavedChangesPrompt } from '../../../shared/shell/useUnsavedChangesPrompt.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'

export const NAMES_SAVED = 'Your name was saved.'

interface Names {
  firstName: string
  lastName: string
}

export function NamesForm() {
  useSignals()
  const user = sessionStore.state.value.user
  const saved: Names | null = user ? { firstName: user.settings.firstName ?? '', lastName: user.settings.lastName ?? '' } : null
  const [draft, setDraft] = useState<Names | null>(null)
  const [done, setDone] = useState(false)
  const saving = sessionStore.state.value.updatingSettings
  useEffect(() => {
    // The form starts from the saved names once the session check has brought them.
    if (saved && draft === null) setDraft(saved)
  }, [saved, draft])
  const unsaved = !!saved && !!draft && (draft.firstName.trim() !== saved.firstName || draft.lastName.trim() !== saved.lastName)
  useUnsavedChangesPrompt(unsaved)

  if (!draft) return <Loader label="Loading your settings…" />
  const edit = (change: Partial<Names>) => {
    setDone(false)
    setDraft({ ...draft, ...change })
  }
  const save = async () => {
    const names = { firstName: draft.firstName.trim(), lastName: draft.lastName.trim() }
    setDraft(names)
    setDone(await sessionStore.updateSettings(names))
  }
  return (
    <Form onSubmit={() => void save()} label="Your name">
      <TextField label="First name" value={draft.firstName} onChange={(firstName) => edit({ firstName })} maxLength={SETTINGS_NAME_MAX} autoComplete="given-name" />
      <TextField label="Last name" value={draft.lastName} onChange={(lastName) => edit({ lastName })} maxLength={SETTINGS_NAME_MAX} autoComplete="family-name" />
      {done && !unsaved && <Banner tone="info">{NAMES_SAVED}</Banner>}
      <div>
        <Button type="submit" disabled={!unsaved || saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Form>
  )
}
