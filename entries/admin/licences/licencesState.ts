// The licence list's signals (spec-3 §2 "Licences", §4): the licences the user can see, creating one (the
// global admin) as the state kit's action with its 5-second result message, and the table error that shows
// a failed list for 10 seconds with Try Again (spec-3 §8).

import { licenceCalls, type LicenceCalls } from '../../../shared/api/licences.js'
import type { ListedLicence } from '../../../shared/api/types/licences.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { licenceRequestOf, type LicenceDraft } from './licenceFormRules.js'

/** The list is one query: every licence the user can see. */
const ALL = 'all'

export function createLicencesState(calls: LicenceCalls = licenceCalls(), timers: Timers = browserTimers) {
  const listError = createTableError(timers)
  const creating = createAction({ timers })

  const list = createRemoteQuery({
    keyOf: () => ALL,
    fetch: () => calls.list(),
    valueOf: ({ licences }): { licences: ListedLicence[] } => ({ licences }),
    cache: createMemoryCache<{ licences: ListedLicence[] }>(1),
    onFailure: listError.show,
  })

  /** Loads the list unless it is here or on its way; Try Again asks the service afresh. */
  const loadLicences = (refresh = false) => list.load(ALL, refresh)

  /**
   * Sends a checked draft; the new licence joins the list without asking for the list again. It has no
   * entities yet, so it covers nobody, and nobody, its creator included, holds a role in it.
   */
  function create(draft: LicenceDraft) {
    return creating.run(() => calls.create(licenceRequestOf(draft)), {
      done: ({ licence }) => {
        const now = list.state.value
        if (now.kind === 'loaded') list.put(ALL, { licences: [...now.licences.filter((l) => l.id !== licence.id), { ...licence, heldRoles: [], coveredThrough: [] }] })
        else void loadLicences(true)
        return `Licence ${licence.name} created.`
      },
    })
  }

  return { licences: list.state, creating, listError, created: creating.result, loadLicences, create }
}

export type LicencesStore = ReturnType<typeof createLicencesState>

/** The area's one store of the licence list. */
export const licencesStore: LicencesStore = createLicencesState()
