// Says when a settings change could not be saved (spec-1 §4.3): the change was put back, and the user can
// dismiss the message, which clears settingsUpdateError.

import { useSignals } from '@preact/signals-react/runtime'
import { sessionStore } from '../session/store.js'
import { FailureNotice } from '../ui/FailureNotice.js'

export function SettingsErrorBar() {
  useSignals()
  const error = sessionStore.state.value.settingsUpdateError
  if (!error) return null
  return <FailureNotice place="bar" message={`Your settings could not be saved: ${error}`} onDismiss={sessionStore.clearSettingsUpdateError} />
}
