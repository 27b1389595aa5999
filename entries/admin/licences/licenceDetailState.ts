// One licence's signals (spec-3 §2 "/licences/{licenceId}", §4 "Licences"): the licence with its licensed
// entities, and the changes its screen makes: adding and removing an entity, setting an entity's roles,
// offering and withdrawing a role. A failed load or change shows the service's message for 10 seconds with
// Try Again (spec-3 §8); a change that worked says so for 5 seconds. A role change refused because someone
// else changed the entity since this page loaded says so until the page is reloaded or the notice dismissed.

import { signal } from '@preact/signals-react'
import { CANCELLED, isCancelled, type Cancelable } from '../../../shared/api/client.js'
import { licenceCalls, type LicenceCalls } from '../../../shared/api/licences.js'
import type { Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { createResultMessage } from '../resultMessage.js'
import { entityTypeOf, entityValueOf, holdersOf, rolesWith } from './entityRules.js'

export interface LicenceView {
  licence: Licence
  entities: LicensedEntity[]
}

/** HTTP 412: the entity is no longer the version the page showed. */
const PRECONDITION_FAILED = 412

/** The licences kept in memory, for going back and forth between them. */
const LICENCES_KEPT = 10

export type AddOutcome = { ok: true } | { ok: false; error: string }

/** What a control is doing, so that it waits for its call: the add form, an entity's row, a role on offer. */
export const busyKey = {
  add: 'add',
  entity: (entityId: number) => `entity:${entityId}`,
  role: (role: string) => `role:${role}`,
} as const

/** The licence and its entities as one reply: the screen shows neither without the other. */
function licenceWithEntities(calls: LicenceCalls, licenceId: number): Cancelable<Reply<LicenceView>> {
  const licence = calls.licence(licenceId)
  const entities = calls.entities(licenceId)
  const promise = Promise.all([licence.promise, entities.promise]).then(([l, e]) => {
    if (isCancelled(l) || isCancelled(e)) return CANCELLED
    if (!l.success) return l
    if (!e.success) return e
    return { success: true as const, licence: l.licence, entities: e.entities }
  })
  return {
    promise,
    cancel: () => {
      licence.cancel()
      entities.cancel()
    },
  }
}

export function createLicenceDetailState(calls: LicenceCalls = licenceCalls(), timers: Timers = browserTimers) {
  const loadError = createTableError(timers)
  const changeError = createTableError(timers)
  const done = createResultMessage(timers)
  const busy = signal<ReadonlySet<string>>(new Set())
  /** The service's word that an entity changed since this page loaded (HTTP 412): Try Again would only meet it again. */
  const conflict = signal<string | null>(null)
  /** What Try Again on a failed change repeats. */
  let retryChange: () => void = () => undefined

  const view = createRemoteQuery({
    keyOf: (licenceId: number) => String(licenceId),
    fetch: (licenceId) => licenceWithEntities(calls, licenceId),
    valueOf: ({ licence, entities }): LicenceView => ({ licence, entities }),
    cache: createMemoryCache<LicenceView>(LICENCES_KEPT),
    onFailure: loadError.show,
  })

  const load = (licenceId: number, refresh = false) => view.load(licenceId, refresh)

  /** The licence shown now, if it is this one: a reply for a licence left behind changes nothing. */
  function shown(licenceId: number): LicenceView | null {
    const now = view.state.value
    return now.kind === 'loaded' && now.key === String(licenceId) ? now : null
  }

  function change(licenceId: number, next: (now: LicenceView) => LicenceView): void {
    const now = shown(licenceId)
    if (now) view.put(licenceId, next({ licence: now.licence, entities: now.entities }))
  }

  /** Runs a call with its control marked busy until the reply comes. */
  async function marked<R>(key: string, call: () => Promise<R>): Promise<R> {
    busy.value = new Set([...busy.value, key])
    try {
      return await call()
    } finally {
      const left = new Set(busy.value)
      left.delete(key)
      busy.value = left
    }
  }

  /**
   * A change whose failure is shown with Try Again repeating the whole change, or, when the entity changed
   * since this page loaded, as a conflict whose way out is a reload.
   */
  async function run<T extends object>(key: string, call: () => Promise<Reply<T>>, again: () => void): Promise<Reply<T>> {
    const reply = await marked(key, call)
    if (!reply.success && reply.status === PRECONDITION_FAILED) conflict.value = reply.error
    else if (!reply.success) {
      retryChange = again
      changeError.show(reply.error)
    }
    return reply
  }

  /** The licence as the service has it now, its conflict notice gone. */
  function reload(licenceId: number): Promise<void> {
    conflict.value = null
    return load(licenceId, true)
  }

  /**
   * The entities as the service now has them, without the loader: after a refused addition, so that the seat
   * count and the Add button show what the service saw.
   */
  async function refreshEntities(licenceId: number): Promise<void> {
    const reply = await calls.entities(licenceId).promise
    if (!isCancelled(reply) && reply.success) change(licenceId, (now) => ({ ...now, entities: reply.entities }))
  }

  /** Adds an Email or a Domain, by whether the value has an @; a refusal goes back to the form. */
  async function addEntity(licenceId: number, text: string): Promise<AddOutcome> {
    const value = entityValueOf(text)
    const reply = await marked(busyKey.add, () => calls.addEntity(licenceId, entityTypeOf(value), value))
    if (!reply.success) {
      void refreshEntities(licenceId)
      return { ok: false, error: reply.error }
    }
    change(licenceId, (now) => ({ ...now, entities: [...now.entities.filter((e) => e.id !== reply.entity.id), reply.entity] }))
    done.show(`${reply.entity.value} added.`)
    return { ok: true }
  }

  /** An entity's roles as shown, before the service has answered or after it refused. */
  function showRoles(licenceId: number, entityId: number, roles: string[]): void {
    change(licenceId, (now) => ({ ...now, entities: now.entities.map((e) => (e.id === entityId ? { ...e, roles } : e)) }))
  }

  /**
   * Ticks or clears one role of an entity: the box shows the change at once and goes back if the service
   * refuses. The call sends the entity's whole new set.
   */
  async function setEntityRole(licenceId: number, entity: LicensedEntity, role: string, held: boolean): Promise<void> {
    const roles = rolesWith(entity.roles, role, held)
    showRoles(licenceId, entity.id, roles)
    const reply = await run(
      busyKey.entity(entity.id),
      () => calls.setEntityRoles(licenceId, entity.id, roles, entity.version),
      () => void setEntityRole(licenceId, entity, role, held),
    )
    if (!reply.success) return showRoles(licenceId, entity.id, entity.roles)
    change(licenceId, (now) => ({ ...now, entities: now.entities.map((e) => (e.id === reply.entity.id ? reply.entity : e)) }))
    done.show(`${role} ${held ? 'granted to' : 'revoked from'} ${reply.entity.value}.`)
  }

  async function removeEntity(licenceId: number, entity: LicensedEntity): Promise<void> {
    const reply = await run(busyKey.entity(entity.id), () => calls.removeEntity(licenceId, entity.id), () => void removeEntity(licenceId, entity))
    if (!reply.success) return
    change(licenceId, (now) => ({ ...now, entities: now.entities.filter((e) => e.id !== entity.id) }))
    done.show(`${entity.value} removed.`)
  }

  /** Offers a role: shown at once, and taken back if the service refuses. */
  async function offerRole(licenceId: number, role: string): Promise<void> {
    const offered = (licence: Licence, on: boolean): Licence => ({
      ...licence,
      availableRoles: on ? [...licence.availableRoles.filter((r) => r !== role), role] : licence.availableRoles.filter((r) => r !== role),
    })
    change(licenceId, (now) => ({ ...now, licence: offered(now.licence, true) }))
    const reply = await run(busyKey.role(role), () => calls.offerRole(licenceId, role), () => void offerRole(licenceId, role))
    if (!reply.success) return change(licenceId, (now) => ({ ...now, licence: offered(now.licence, false) }))
    change(licenceId, (now) => ({ ...now, licence: reply.licence }))
    done.show(`${role} is now offered on this licence.`)
  }

  /**
   * spec-3 §4: withdrawing a role revokes it from every entity holding it; the service does both at once.
   * Asked for after a confirmation, its box keeps its tick until the service has done it.
   */
  async function withdrawRole(licenceId: number, role: string): Promise<void> {
    const reply = await run(busyKey.role(role), () => calls.withdrawRole(licenceId, role), () => void withdrawRole(licenceId, role))
    if (!reply.success) return
    let revoked = 0
    change(licenceId, (now) => {
      revoked = holdersOf(now.entities, role).length
      return { licence: reply.licence, entities: now.entities.map((e) => ({ ...e, roles: rolesWith(e.roles, role, false) })) }
    })
    done.show(`${role} withdrawn from this licence${revoked > 0 ? ` and revoked from ${revoked} ${revoked === 1 ? 'email or domain' : 'emails or domains'}` : ''}.`)
  }

  return {
    view: view.state,
    busy,
    conflict,
    reload,
    dismissConflict: () => {
      conflict.value = null
    },
    loadError,
    changeError,
    done: done.text,
    load,
    retryChange: () => retryChange(),
    addEntity,
    setEntityRole,
    removeEntity,
    offerRole,
    withdrawRole,
  }
}

export type LicenceDetailStore = ReturnType<typeof createLicenceDetailState>

/** The area's one store of opened licences. */
export const licenceDetailStore: LicenceDetailStore = createLicenceDetailState()
