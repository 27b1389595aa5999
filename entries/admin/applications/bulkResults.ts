// What a bulk call on applications did (spec-3 §4: approve, activate, deactivate and delete work on a set of
// ids, and results are returned keyed by id): which ids were done and which were refused and why, the
// messages that say so, and the list as it stands after the ones done.

import type { BulkAction } from '../../../shared/api/applications.js'
import type { Application, BulkReply } from '../../../shared/api/types/applications.js'
import type { Reply } from '../../../shared/api/types/reply.js'

export interface BulkFailure {
  id: number
  error: string
}

export interface BulkOutcome {
  done: number[]
  failed: BulkFailure[]
}

/** An id the reply says nothing of was not changed, as far as anyone can tell. */
export const NO_RESULT = 'The service gave no result for this application.'

const VERBS: Record<BulkAction, { done: string; infinitive: string }> = {
  approve: { done: 'Approved', infinitive: 'approved' },
  activate: { done: 'Activated', infinitive: 'activated' },
  deactivate: { done: 'Deactivated', infinitive: 'deactivated' },
  delete: { done: 'Deleted', infinitive: 'deleted' },
}

/** The button's word for each action. */
export const ACTION_LABELS: Record<BulkAction, string> = { approve: 'Approve', activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' }

const applications = (count: number) => `${count} application${count === 1 ? '' : 's'}`

/** Each id asked for, done or refused; a call that failed as a whole refused every id with its error. */
export function bulkOutcome(asked: readonly number[], reply: Reply<BulkReply>): BulkOutcome {
  const done: number[] = []
  const failed: BulkFailure[] = []
  for (const id of new Set(asked)) {
    const result = reply.success ? reply.results[String(id)] : { success: false as const, error: reply.error }
    if (result?.success) done.push(id)
    else failed.push({ id, error: result ? result.error : NO_RESULT })
  }
  return { done, failed }
}

/** "Approved 2 applications.", or null when none was done. */
export function doneMessage(action: BulkAction, outcome: BulkOutcome): string | null {
  return outcome.done.length === 0 ? null : `${VERBS[action].done} ${applications(outcome.done.length)}.`
}

/**
 * "1 application could not be approved: Demo tool (id 3): This application is already approved." Each
 * refused id is named with its application's name where the list has it; null when none was refused.
 */
export function failedMessage(action: BulkAction, outcome: BulkOutcome, nameOf: (id: number) => string | undefined): string | null {
  if (outcome.failed.length === 0) return null
  const reasons = outcome.failed.map(({ id, error }) => {
    const name = nameOf(id)
    return `${name ? `${name} (id ${id})` : `id ${id}`}: ${error}`
  })
  const count = outcome.failed.length
  return `${applications(count)} could not be ${VERBS[action].infinitive}: ${reasons.join('; ')}`
}

/**
 * The list after the ids done (spec-3 §3 states: approving makes a pending application active and records
 * its approver, activating makes it active, deactivating inactive; deleting removes it), so that the
 * page shows what the service did without asking for the list again.
 */
export function afterBulk(list: readonly Application[], action: BulkAction, done: readonly number[], approver: string | null): Application[] {
  const changed = new Set(done)
  if (action === 'delete') return list.filter((a) => !changed.has(a.id))
  return list.map((a) => {
    if (!changed.has(a.id)) return a
    if (action === 'approve') return { ...a, state: 'active', approvedBy: approver === null ? a.approvedBy : { email: approver } }
    return { ...a, state: action === 'activate' ? 'active' : 'inactive' }
  })
}

/** spec-3 §4: the ids left selected after an action are the ones refused, so the user sees which and can try again. */
export function selectionAfter(outcome: BulkOutcome, stillListed: (id: number) => boolean): Set<number> {
  return new Set(outcome.failed.map((f) => f.id).filter(stillListed))
}

/** The confirmation a delete asks for, naming how many. */
export function deleteQuestion(count: number): string {
  return `Delete ${applications(count)}? Users can no longer sign in through ${count === 1 ? 'it' : 'them'}, and this cannot be undone.`
}
