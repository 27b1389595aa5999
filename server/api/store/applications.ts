// Applications (spec-3 §3 "Application", §4 "Applications"): the OAuth-style clients AppCreators register,
// the global administrator approves, and either deactivates or deletes. What sign-in reads of them is in
// store/oauth.ts; the two agree on which states may sign users in (USABLE_STATES).
//
// States (spec-3 leaves them open): 'pending' from creation until approved; 'active' once approved and
// while not deactivated; 'inactive' once deactivated. Only an approved application can become inactive,
// so activating an inactive one never skips the approval.

import { sql } from 'kysely'
import type { ApplicationState } from '../../../shared/api/types/applications.js'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, newClientSecret, randomToken } from './passwords.js'
import { USABLE_STATES } from './oauth.js'

/** Who is asking: the global administrator acts on every application, anyone else on their own. */
export interface Actor {
  userId: number
  isAdmin: boolean
}

/** What a creator writes. */
export interface ApplicationFields {
  name: string
  description: string
  callbackUrl: string
  postLogoutRedirectUri: string | null
}

export interface ApplicationRecord extends ApplicationFields {
  id: number
  /** Goes up by one with every update of its fields: approval names the version the administrator reviewed. */
  version: number
  clientId: string
  creator: { email: string; organization: string } | null
  createdAt: number
  approvedBy: { email: string } | null
  state: ApplicationState
}

/** Why one id of a bulk call was left as it was. */
export type BulkRefusal =
  | 'not-found'
  | 'not-allowed'
  | 'already-approved'
  | 'already-active'
  | 'already-inactive'
  | 'not-approved'
  | 'changed-since-review'
  | 'own-application'
/** Each id asked for, and null when the change was made. */
export type BulkOutcome = Map<number, BulkRefusal | null>

export type UpdateOutcome = { kind: 'updated'; application: ApplicationRecord } | { kind: 'not-found' } | { kind: 'not-allowed' }

interface ApplicationRow {
  id: number
  version: number
  name: string
  description: string
  callback_url: string
  post_logout_redirect_uri: string | null
  client_id: string
  creator_user_id: number | null
  created_at: number
  state: string
  creator_email: string | null
  creator_organization: string | null
  approver_email: string | null
}

const USABLE: readonly string[] = USABLE_STATES

/**
 * The state as this service names it. A state written elsewhere ('approved', 'ACTIVE', 'deactivated') is
 * read the way sign-in reads it: usable is active, anything else not pending is inactive.
 */
function stateOf(stored: string): ApplicationState {
  const state = stored.toLowerCase()
  if (USABLE.includes(state)) return 'active'
  return state === 'pending' ? 'pending' : 'inactive'
}

const SELECT = sql`SELECT a.id, a.version, a.name, a.description, a.callback_url, a.post_logout_redirect_uri, a.client_id, a.creator_user_id,
         a.created_at, a.state, c.email AS creator_email, c.organization AS creator_organization, p.email AS approver_email
    FROM applications a LEFT JOIN users c ON c.id = a.creator_user_id LEFT JOIN users p ON p.id = a.approved_by`

function toApplication(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    callbackUrl: row.callback_url,
    postLogoutRedirectUri: row.post_logout_redirect_uri,
    clientId: row.client_id,
    creator: row.creator_email === null ? null : { email: row.creator_email, organization: row.creator_organization ?? '' },
    createdAt: row.created_at,
    approvedBy: row.approver_email === null ? null : { email: row.approver_email },
    state: stateOf(row.state),
  }
}

function findRow(store: Store, id: number): Promise<ApplicationRow | undefined> {
  return firstOf(store, sql<ApplicationRow>`${SELECT} WHERE a.id = ${id}`)
}

/** The applications the actor may see: all of them for the global administrator, else their own; newest first. */
export async function listApplications(store: Store, actor: Actor): Promise<ApplicationRecord[]> {
  const rows = await rowsOf(
    store,
    actor.isAdmin
      ? sql<ApplicationRow>`${SELECT} ORDER BY a.created_at DESC, a.id DESC`
      : sql<ApplicationRow>`${SELECT} WHERE a.creator_user_id = ${actor.userId} ORDER BY a.created_at DESC, a.id DESC`,
  )
  return rows.map(toApplication)
}

export async function findApplication(store: Store, id: number): Promise<ApplicationRecord | undefined> {
  const row = await findRow(store, id)
  return row && toApplication(row)
}

/**
 * A new pending application with a random public client id and a random secret; only the secret's hash is
 * kept, so the secret returned here is the only copy. Undefined when the creator has `limit` applications
 * already (docs/operations.md "Limits on what users create"): counted and written in one statement, with the
 * creator's row held, so that two creations at once, from any instance of the service, cannot both pass the limit.
 */
export async function createApplication(
  store: Store,
  creatorId: number,
  fields: ApplicationFields,
  now: number,
  limit: number,
): Promise<{ application: ApplicationRecord; clientSecret: string } | undefined> {
  const clientSecret = newClientSecret()
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', creatorId)
    const row = await firstOf(
      tx,
      sql<{ id: number }>`INSERT INTO applications (name, description, callback_url, post_logout_redirect_uri, client_id, client_secret_hash,
          creator_user_id, created_at, approved_by, state)
        SELECT ${fields.name}, ${fields.description}, ${fields.callbackUrl}, ${fields.postLogoutRedirectUri}, ${randomToken(16)}, ${hashToken(clientSecret)},
               ${creatorId}, ${now}, NULL, 'pending'
         WHERE (SELECT count(*) FROM applications WHERE creator_user_id = ${creatorId}) < ${limit}
        RETURNING id`,
    )
    if (row === undefined) return undefined
    return { application: (await findApplication(tx, row.id)) as ApplicationRecord, clientSecret }
  })
}

/**
 * Writes a creator's fields, and a new version. A creator who changes where users are sent (either
 * address) puts an approved application back to pending: the administrator approved the addresses, not
 * just the name. The global administrator's own changes keep the state. Read and written with the
 * application's row held, so that an approval or another update meanwhile is not lost.
 */
export async function updateApplication(store: Store, actor: Actor, id: number, fields: ApplicationFields): Promise<UpdateOutcome> {
  return inTransaction(store, async (tx): Promise<UpdateOutcome> => {
    await holdRow(tx, 'applications', id)
    const row = await findRow(tx, id)
    if (!row) return { kind: 'not-found' }
    if (!actor.isAdmin && row.creator_user_id !== actor.userId) return { kind: 'not-allowed' }
    const moved = fields.callbackUrl !== row.callback_url || fields.postLogoutRedirectUri !== row.post_logout_redirect_uri
    const backToPending = moved && !actor.isAdmin && stateOf(row.state) !== 'pending' ? 1 : 0
    await changesOf(
      tx,
      sql`UPDATE applications SET name = ${fields.name}, description = ${fields.description}, callback_url = ${fields.callbackUrl},
            post_logout_redirect_uri = ${fields.postLogoutRedirectUri}, version = version + 1,
            state = CASE WHEN ${backToPending} = 1 THEN 'pending' ELSE state END,
            approved_by = CASE WHEN ${backToPending} = 1 THEN NULL ELSE approved_by END
          WHERE id = ${id}`,
    )
    return { kind: 'updated', application: (await findApplication(tx, id)) as ApplicationRecord }
  })
}

interface Subject {
  row: ApplicationRow
  state: ApplicationState
}

/** The change a bulk call makes to one application, in the call's transaction. */
type Change = (tx: Store) => Promise<unknown>

/**
 * Runs `decide` on each id in one transaction: it returns a refusal, or the change to make. An id that is
 * not found, or not the actor's own when the actor is not the global administrator, is refused first. The
 * applications' rows are held first, in id order (two bulk calls naming the same ones in other orders would
 * otherwise each wait for the other), and kept until the changes are written.
 */
async function eachApplication(store: Store, actor: Actor, ids: readonly number[], decide: (subject: Subject) => BulkRefusal | Change): Promise<BulkOutcome> {
  const asked = [...new Set(ids)]
  return inTransaction(store, async (tx) => {
    for (const id of [...asked].sort((a, b) => a - b)) await holdRow(tx, 'applications', id)
    const outcome: BulkOutcome = new Map()
    for (const id of asked) {
      const row = await findRow(tx, id)
      if (!row) outcome.set(id, 'not-found')
      else if (!actor.isAdmin && row.creator_user_id !== actor.userId) outcome.set(id, 'not-allowed')
      else {
        const decision = decide({ row, state: stateOf(row.state) })
        if (typeof decision === 'function') await decision(tx)
        outcome.set(id, typeof decision === 'function' ? null : decision)
      }
    }
    return outcome
  })
}

const setState = (id: number, state: ApplicationState): Change => (tx) => changesOf(tx, sql`UPDATE applications SET state = ${state} WHERE id = ${id}`)

/**
 * Approves pending applications, which become active (spec-3 §4); the global administrator's call only.
 * Each id is approved as of the version the administrator reviewed (`versions`, by id): one updated since
 * is refused, as it holds addresses nobody approved. Nobody approves their own application, so that
 * another pair of eyes has seen every one that signs users in.
 */
export function approveApplications(store: Store, adminId: number, ids: readonly number[], versions: ReadonlyMap<number, number>): Promise<BulkOutcome> {
  return eachApplication(store, { userId: adminId, isAdmin: true }, ids, ({ row, state }) => {
    if (state !== 'pending') return 'already-approved'
    if (row.creator_user_id === adminId) return 'own-application'
    if (versions.get(row.id) !== row.version) return 'changed-since-review'
    return (tx) => changesOf(tx, sql`UPDATE applications SET state = 'active', approved_by = ${adminId} WHERE id = ${row.id}`)
  })
}

/** Makes deactivated applications active again; a pending one waits for approval instead. */
export function activateApplications(store: Store, actor: Actor, ids: readonly number[]): Promise<BulkOutcome> {
  return eachApplication(store, actor, ids, ({ row, state }) => {
    if (state === 'pending') return 'not-approved'
    if (state === 'active') return 'already-active'
    return setState(row.id, 'active')
  })
}

/** Stops active applications signing users in; a pending one cannot sign anyone in yet. */
export function deactivateApplications(store: Store, actor: Actor, ids: readonly number[]): Promise<BulkOutcome> {
  return eachApplication(store, actor, ids, ({ row, state }) => {
    if (state === 'pending') return 'not-approved'
    if (state === 'inactive') return 'already-inactive'
    return setState(row.id, 'inactive')
  })
}

/** Deletes applications in any state, with their unused authorisation codes (the table cascades). */
export function deleteApplications(store: Store, actor: Actor, ids: readonly number[]): Promise<BulkOutcome> {
  return eachApplication(store, actor, ids, ({ row }) => (tx) => changesOf(tx, sql`DELETE FROM applications WHERE id = ${row.id}`))
}
