// The message that tells an admin what an action did ("Trial SPRING created.", "Approved 2 applications."):
// spec-3 §9, "result messages clear after 5 seconds".

import { createSelfClearingMessage, type SelfClearingMessage } from '../../shared/state/selfClearingMessage.js'
import { browserTimers, type Timers } from '../../shared/state/timers.js'

export const RESULT_MESSAGE_MS = 5_000

export function createResultMessage(timers: Timers = browserTimers): SelfClearingMessage {
  return createSelfClearingMessage(RESULT_MESSAGE_MS, timers)
}
