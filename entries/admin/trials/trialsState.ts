// The user trials' signals (spec-3 §4 "User trials": list, select a trial to see its users, create): the
// list, each trial's users kept by trial, creating one, and the table error that shows a failed list for
// 10 seconds with Try Again (spec-3 §8). The /trials and /trial screens share the one store.

import { trialCalls, type TrialCalls } from '../../../shared/api/trials.js'
import type { Trial, TrialUser } from '../../../shared/api/types/trials.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { trialRequestOf, type TrialDraft } from './trialFormRules.js'

/** The trials whose users stay in memory, for going back and forth between trials. */
const USER_LISTS_KEPT = 20

/** The list is one query: every trial. */
const ALL = 'all'

export function createTrialsState(calls: TrialCalls = trialCalls(), timers: Timers = browserTimers) {
  const listError = createTableError(timers)
  const usersError = createTableError(timers)
  const creating = createAction({ timers })

  const list = createRemoteQuery({
    keyOf: () => ALL,
    fetch: () => calls.list(),
    valueOf: ({ trials }): { trials: Trial[] } => ({ trials }),
    cache: createMemoryCache<{ trials: Trial[] }>(1),
    onFailure: listError.show,
  })

  const users = createRemoteQuery({
    keyOf: (trialId: number) => String(trialId),
    fetch: (trialId) => calls.users(trialId),
    valueOf: ({ users }): { users: TrialUser[] } => ({ users }),
    cache: createMemoryCache<{ users: TrialUser[] }>(USER_LISTS_KEPT),
    onFailure: usersError.show,
  })

  /** Loads the list unless it is here or on its way; Try Again asks the service afresh. */
  const loadTrials = (refresh = false) => list.load(ALL, refresh)
  const loadUsers = (trialId: number, refresh = false) => users.load(trialId, refresh)

  /** Sends a checked draft; the new trial joins the top of the list without asking for the list again. */
  function create(draft: TrialDraft) {
    return creating.run(() => calls.create(trialRequestOf(draft)), {
      done: ({ trial }) => {
        const now = list.state.value
        if (now.kind === 'loaded') list.put(ALL, { trials: [trial, ...now.trials.filter((t) => t.id !== trial.id)] })
        else void loadTrials(true)
        return `Trial ${trial.code} created.`
      },
    })
  }

  return {
    trials: list.state,
    users: users.state,
    creating,
    listError,
    usersError,
    created: creating.result,
    loadTrials,
    loadUsers,
    create,
  }
}

export type TrialsStore = ReturnType<typeof createTrialsState>

/** The area's one store of trials. */
export const trialsStore: TrialsStore = createTrialsState()
