// The applications' signals (spec-3 §4 "Applications": list, create, edit; approve, activate, deactivate
// and delete in bulk, answered per id): the list as the state kit's remote query, saving and each bulk action
// as its actions (busy, the 5-second result message), the ids a bulk call refused with their reasons, and
// the table error (10 seconds, Try Again: spec-3 §8) for a list that failed or ids that were refused. The
// settings panel and /applications share it.

import { computed, signal } from '@preact/signals-react'
import { applicationCalls, type ApplicationCalls, type BulkAction } from '../../../shared/api/applications.js'
import type { Application, CreatedApplication } from '../../../shared/api/types/applications.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { sessionStore } from '../../../shared/session/store.js'
import { createAction } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { applicationRequestOf, type ApplicationDraft } from './applicationFormRules.js'
import { afterBulk, bulkOutcome, doneMessage, failedMessage, type BulkOutcome } from './bulkResults.js'

/** The list is one query: every application the user can see. */
const ALL = 'all'

type Listed = { applications: Application[] }

/** The application as the list keeps it: its secret is for the creation dialog alone. */
function withoutSecret({ clientSecret: _secret, ...application }: CreatedApplication): Application {
  return application
}

export function createApplicationsState(
  calls: ApplicationCalls = applicationCalls(),
  timers: Timers = browserTimers,
  /** Who approves, for the Approved by column: the signed-in user. */
  approver: () => string | null = () => sessionStore.summary.value?.email ?? null,
) {
  const error = createTableError(timers)
  /** What Try Again repeats: the failed load, or the last action on the ids it refused. */
  let retry: () => void = () => void load()

  const list = createRemoteQuery({
    keyOf: () => ALL,
    // The list call cannot be cancelled: its late reply is ignored by the query all the same.
    fetch: () => ({ promise: calls.list(), cancel: () => undefined }),
    valueOf: ({ applications }): Listed => ({ applications }),
    cache: createMemoryCache<Listed>(1),
    onFailure: (message) => {
      retry = () => void load()
      error.show(message)
    },
  })
  /** The applications last loaded, kept shown while the list is asked for again. */
  const applications = computed(() => (list.state.value.kind === 'loaded' ? (list.state.value as unknown as Listed).applications : []))
  const saving = createAction({ timers })
  const bulk = createAction({ timers })
  /** The ids the last bulk call refused, with why; shown in their rows until the next action. */
  const refused = signal<ReadonlyMap<number, string>>(new Map())

  /** Asks the service afresh (another creator or the admin may have changed it), keeping the list shown meanwhile. */
  const load = (): Promise<void> => list.load(ALL, true, { keepShown: true })

  const changeList = (change: (now: Application[]) => Application[]) => list.update(({ applications }) => ({ applications: change(applications) }))

  /** Creates one; the reply, with the secret shown this once, goes to the caller and not into the list. */
  function create(draft: ApplicationDraft): Promise<Reply<{ application: CreatedApplication }>> {
    return saving.run(() => calls.create(applicationRequestOf(draft)), {
      done: ({ application }) => {
        // The service lists the newest first.
        changeList((now) => [withoutSecret(application), ...now])
        return `Application ${application.name} created.`
      },
    })
  }

  function update(id: number, draft: ApplicationDraft): Promise<Reply<{ application: Application }>> {
    return saving.run(() => calls.update(id, applicationRequestOf(draft)), {
      done: ({ application }) => {
        changeList((now) => now.map((a) => (a.id === id ? application : a)))
        return `Application ${application.name} saved.`
      },
    })
  }

  /**
   * Runs one bulk action; the list shows what was done, and each refused id keeps its reason. An approval
   * names the version of each application as this list shows it, the one the administrator reviewed, so
   * that one its creator has changed since is refused rather than approved unseen.
   */
  async function run(action: BulkAction, ids: readonly number[]): Promise<BulkOutcome> {
    let outcome: BulkOutcome = { done: [], failed: [] }
    if (ids.length === 0 || bulk.isBusy()) return outcome
    error.dismiss()
    const listed = new Map(applications.value.map((a) => [a.id, a.version]))
    const versions = Object.fromEntries(ids.flatMap((id) => (listed.has(id) ? [[String(id), listed.get(id) as number]] : [])))
    await bulk.run(async () => {
      const reply = await calls.bulk(action, ids, versions)
      outcome = bulkOutcome(ids, reply)
      return reply
    }, { key: action })
    const names = new Map(applications.value.map((a) => [a.id, a.name]))
    changeList((now) => afterBulk(now, action, outcome.done, approver()))
    refused.value = new Map(outcome.failed.map((f) => [f.id, f.error]))
    const done = doneMessage(action, outcome)
    if (done) saving.showResult(done)
    else saving.dismissResult()
    const failed = failedMessage(action, outcome, (id) => names.get(id))
    if (failed) {
      retry = () => void run(action, outcome.failed.map((f) => f.id))
      error.show(failed)
    }
    return outcome
  }

  /** The bulk action on its way, for its button's wait. */
  const busy = computed((): BulkAction | null => ([...bulk.busy.value][0] as BulkAction | undefined) ?? null)

  return {
    applications,
    list: list.state,
    busy,
    saving,
    refused,
    error,
    result: saving.result,
    load,
    create,
    update,
    run,
    tryAgain: () => retry(),
  }
}

export type ApplicationsStore = ReturnType<typeof createApplicationsState>

/** The area's one store of applications. */
export const applicationsStore: ApplicationsStore = createApplicationsState()
