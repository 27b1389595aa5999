// A table's failure (spec-3 §8: "the server error with a Try Again or Dismiss action; error notifications
// in tables last 10 seconds"): the table's error message, which clears itself after 10 seconds, shown as the
// failure notice's snackbar offering the call again.

import { useSignals } from '@preact/signals-react/runtime'
import { createSelfClearingMessage, type SelfClearingMessage } from '../../state/selfClearingMessage.js'
import { browserTimers, type Timers } from '../../state/timers.js'
import { FailureNotice } from '../FailureNotice.js'

/** spec-2 §9, spec-3 §9. */
export const TABLE_ERROR_MS = 10_000

/** A table's error: show(message) when a call for its rows fails; a screen whose spec times it otherwise says for how long. */
export function createTableError(timers: Timers = browserTimers, shownFor: number = TABLE_ERROR_MS): SelfClearingMessage {
  return createSelfClearingMessage(shownFor, timers)
}

interface Props {
  error: SelfClearingMessage
  /** The call again; the notice goes first, so that a new failure shows anew. */
  onTryAgain: () => void
}

export function TableErrorNotice({ error, onTryAgain }: Props) {
  useSignals()
  const message = error.text.value
  if (message === null) return null
  return <FailureNotice place="snackbar" message={message} onTryAgain={onTryAgain} onDismiss={error.dismiss} />
}
