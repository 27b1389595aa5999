// The save or delete error of spec-1 §4.6 in a snackbar at the foot of the page; the store clears it
// after 5 seconds, or the user dismisses it.

import { useSignals } from '@preact/signals-react/runtime'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { savedSearches } from './savedState.js'

export function SavedErrorSnackbar() {
  useSignals()
  const message = savedSearches.error.value
  if (message === null) return null
  return <FailureNotice place="snackbar" message={message} onDismiss={savedSearches.dismissError} />
}
