// The applications' signals (spec-3 §4 "Applications": list, create, edit; approve, activate, deactivate
// and delete in bulk, answered per id): the list and its state, the action under way, the ids a bulk call
// refused with their reasons, the 5-second result message, and the table error (10 seconds, Try Again:
// spec-3 §8) for a list that failed or ids that were refused. The settings panel and /applications share it.

import { signal } from '@preact/signals-react'
import { applicationCalls, type ApplicationCalls, type BulkAction } from '../../../shared/api/applications.js'
import type { Application, CreatedApplication } from '../../../shared/api/types/applications.js'
import { sessionStore } from '../../../shared/session/store.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { createResultMessage } from '../resultMessage.js'
import { fieldOfApplicationRefusal, applicationRequestOf, type ApplicationDraft, type ApplicationField } from './applicationFormRules.js'
import { afterBulk, bulkOutcome, doneMessage, failedMessage, type BulkOutcome } from './bulkResults.js'

export type ListState = 'idle' | 'loading' | 'loaded' | 'failed'

export type SaveOutcome<A> = { ok: true; application: A } | { ok: false; field: ApplicationField | null; error: string }

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
  const applications = signal<Application[]>([])
  const list = signal<ListState>('idle')
  const busy = signal<BulkAction | null>(null)
  const saving = signal(false)
  /** The ids the last bulk call refused, with why; shown in their rows until the next action. */
  const refused = signal<ReadonlyMap<number, string>>(new Map())
  const error = createTableError(timers)
  const result = createResultMessage(timers)
  /** What Try Again repeats: the failed load, or the last action on the ids it refused. */
  let retry: () => void = () => void load()

  async function load(): Promise<void> {
    list.value = 'loading'
    retry = () => void load()
    const reply = await calls.list()
    if (!reply.success) {
      list.value = 'failed'
      error.show(reply.error)
      return
    }
    applications.value = reply.applications
    list.value = 'loaded'
  }

  /** Loads the list unless it is here or on its way. */
  function ensureLoaded(): void {
    if (list.value === 'idle' || list.value === 'failed') void load()
  }

  /** Creates one; the reply, with the secret shown this once, goes to the caller and not into the list. */
  async function create(draft: ApplicationDraft): Promise<SaveOutcome<CreatedApplication>> {
    saving.value = true
    const reply = await calls.create(applicationRequestOf(draft))
    saving.value = false
    if (!reply.success) return { ok: false, field: fieldOfApplicationRefusal(reply.error), error: reply.error }
    // The service lists the newest first.
    applications.value = [withoutSecret(reply.application), ...applications.value]
    result.show(`Application ${reply.application.name} created.`)
    return { ok: true, application: reply.application }
  }

  async function update(id: number, draft: ApplicationDraft): Promise<SaveOutcome<Application>> {
    saving.value = true
    const reply = await calls.update(id, applicationRequestOf(draft))
    saving.value = false
    if (!reply.success) return { ok: false, field: fieldOfApplicationRefusal(reply.error), error: reply.error }
    applications.value = applications.value.map((a) => (a.id === id ? reply.application : a))
    result.show(`Application ${reply.application.name} saved.`)
    return { ok: true, application: reply.application }
  }

  /**
   * Runs one bulk action; the list shows what was done, and each refused id keeps its reason. An approval
   * names the version of each application as this list shows it, the one the administrator reviewed, so
   * that one its creator has changed since is refused rather than approved unseen.
   */
  async function run(action: BulkAction, ids: readonly number[]): Promise<BulkOutcome> {
    if (ids.length === 0 || busy.value) return { done: [], failed: [] }
    busy.value = action
    error.dismiss()
    const listed = new Map(applications.value.map((a) => [a.id, a.version]))
    const versions = Object.fromEntries(ids.flatMap((id) => (listed.has(id) ? [[String(id), listed.get(id) as number]] : [])))
    const reply = await calls.bulk(action, ids, versions)
    busy.value = null
    const outcome = bulkOutcome(ids, reply)
    const names = new Map(applications.value.map((a) => [a.id, a.name]))
    applications.value = afterBulk(applications.value, action, outcome.done, approver())
    refused.value = new Map(outcome.failed.map((f) => [f.id, f.error]))
    const done = doneMessage(action, outcome)
    if (done) result.show(done)
    else result.dismiss()
    const failed = failedMessage(action, outcome, (id) => names.get(id))
    if (failed) {
      retry = () => void run(action, outcome.failed.map((f) => f.id))
      error.show(failed)
    }
    return outcome
  }

  return {
    applications,
    list,
    busy,
    saving,
    refused,
    error,
    result: result.text,
    load,
    ensureLoaded,
    create,
    update,
    run,
    tryAgain: () => retry(),
  }
}

export type ApplicationsStore = ReturnType<typeof createApplicationsState>

/** The area's one store of applications. */
export const applicationsStore: ApplicationsStore = createApplicationsState()
