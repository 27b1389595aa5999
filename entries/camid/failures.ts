// What a failed Camera ID load says (spec-2 §8): a request that got no reply at all says 'Cannot connect to the
// server.'; a reply's own failure says its error, or the words the screen gives it.

import { CAMID_CANNOT_CONNECT } from '../../shared/api/types/camid.js'
import type { Failure } from '../../shared/api/types/reply.js'

export const camIdFailure =
  (worded: (error: string) => string = (error) => error) =>
  (failure: Failure): string =>
    failure.networkError ? CAMID_CANNOT_CONNECT : worded(failure.error)
