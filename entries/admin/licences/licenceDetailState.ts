// One licence's signals (spec-3 §2 "/licences/{licenceId}", §4 "Licences"): the licence with its licensed
// entities, and the changes its screen makes, as one state kit action busy by control: adding and removing
// an entity, setting an entity's roles, offering and withdrawing a role. A failed load or change shows the
// service's message for 10 seconds with Try Again (spec-3 §8); a change that worked says so for 5 seconds.
// A role change refused because someone else changed the entity since this page loaded says so until the
// page is reloaded or the notice dismissed.

import { computed, signal } from '@preact/signals-react'
import { CANCELLED, isCancelled, type Cancelable } from '../../../shared/api/client.js'
import { licenceCalls, type LicenceCalls } from '../../../shared/api/licences.js'
import type { Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { createAction, type Refusal } from '../../../shared/state/action.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { entityTypeOf, entityValueOf, holdersOf, rolesWith } from './entityRules.js'

export interface LicenceView {
  licence: Licence
  entities: LicensedEntity[]
}

/** HTTP 412: the entity is no longer the version the page showed. */
const PRECONDITION_FAILED = 412

/** The licences kept in memory, for going back and forth between them. */
const LICENCES_KEPT = 10

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
  /** The service's word that an entity changed since this page loaded (HTTP 412): Try Again would only meet it again. */
  const conflict = signal<string | null>(null)
  /**
   * Every change, busy by its control. A refused addition goes back to its form; any other refusal shows
   * with Try Again repeating the whole change, or, when the entity changed since this page loaded, as a
   * conflict whose way out is a reload.
   */
  const changes = createAction({
    timers,
    onRefusal: ({ error, status }: Refusal) => {
      if (status === PRECONDITION_FAILED) conflict.value = error
      else changeError.show(error)
    },
  })
  /** The addition's own action: its refusal shows under the form's box, not as the table's error. */
  const adding = createAction({ timers })

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
  async function addEntity(licenceId: number, text: string): Promise<Reply<{ entity: LicensedEntity }>> {
    const value = entityValueOf(text)
    const reply = await adding.run(() => calls.addEntity(licenceId, entityTypeOf(value), value), {
      key: busyKey.add,
      done: ({ entity }) => {
        change(licenceId, (now) => ({ ...now, entities: [...now.entities.filter((e) => e.id !== entity.id), entity] }))
        // One result message for every change of the page: the newest says what was done.
        changes.showResult(`${entity.value} added.`)
        return null
      },
    })
    if (!reply.success) void refreshEntities(licenceId)
    return reply
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
    // Try Again repeats the whole change: the box shows it again, and goes back again if refused again.
    await changes.run(
      async () => {
        showRoles(licenceId, entity.id, roles)
        const reply = await calls.setEntityRoles(licenceId, entity.id, roles, entity.version)
        if (!reply.success) showRoles(licenceId, entity.id, entity.roles)
        return reply
      },
      {
        key: busyKey.entity(entity.id),
        done: ({ entity: changed }) => {
          change(licenceId, (now) => ({ ...now, entities: now.entities.map((e) => (e.id === changed.id ? changed : e)) }))
          return `${role} ${held ? 'granted to' : 'revoked from'} ${changed.value}.`
        },
      },
    )
  }

  async function removeEntity(licenceId: number, entity: LicensedEntity): Promise<void> {
    await changes.run(() => calls.removeEntity(licenceId, entity.id), {
      key: busyKey.entity(entity.id),
      done: () => {
        change(licenceId, (now) => ({ ...now, entities: now.entities.filter((e) => e.id !== entity.id) }))
        return `${entity.value} removed.`
      },
    })
  }

  /** Offers a role: shown at once, and taken back if the service refuses. */
  async function offerRole(licenceId: number, role: string): Promise<void> {
    const offered = (licence: Licence, on: boolean): Licence => ({
      ...licence,
      availableRoles: on ? [...licence.availableRoles.filter((r) => r !== role), role] : licence.availableRoles.filter((r) => r !== role),
    })
    await changes.run(
      async () => {
        change(licenceId, (now) => ({ ...now, licence: offered(now.licence, true) }))
        const reply = await calls.offerRole(licenceId, role)
        if (!reply.success) change(licenceId, (now) => ({ ...now, licence: offered(now.licence, false) }))
        return reply
      },
      {
        key: busyKey.role(role),
        done: ({ licence }) => {
          change(licenceId, (now) => ({ ...now, licence }))
          return `${role} is now offered on this licence.`
        },
      },
    )
  }

  /**
   * spec-3 §4: withdrawing a role revokes it from every entity holding it; the service does both at once.
   * Asked for after a confirmation, its box keeps its tick until the service has done it.
   */
  async function withdrawRole(licenceId: number, role: string): Promise<void> {
    await changes.run(() => calls.withdrawRole(licenceId, role), {
      key: busyKey.role(role),
      done: ({ licence }) => {
        let revoked = 0
        change(licenceId, (now) => {
          revoked = holdersOf(now.entities, role).length
          return { licence, entities: now.entities.map((e) => ({ ...e, roles: rolesWith(e.roles, role, false) })) }
        })
        return `${role} withdrawn from this licence${revoked > 0 ? ` and revoked from ${revoked} ${revoked === 1 ? 'email or domain' : 'emails or domains'}` : ''}.`
      },
    })
  }

  return {
    view: view.state,
    /** The controls whose change is on its way: busyKey's. */
    busy: computed((): ReadonlySet<string> => new Set([...changes.busy.value, ...adding.busy.value])),
    conflict,
    reload,
    dismissConflict: () => {
      conflict.value = null
    },
    loadError,
    changeError,
    /** What the last change or addition did, for 5 seconds. */
    done: changes.result,
    load,
    retryChange: () => void changes.retry(),
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
