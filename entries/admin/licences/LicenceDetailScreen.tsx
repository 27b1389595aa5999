// One licence's page (spec-3 §2 "/licences/{licenceId}", §4 "Licences"): its terms and seats, its emails
// and domains with their roles, and the roles it offers. Removing an entity and withdrawing a role ask
// first; failures show the service's message with Try Again or Dismiss for 10 seconds (spec-3 §8).

import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import type { Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import { isGlobalAdmin } from '../../../shared/roles.js'
import { sessionStore } from '../../../shared/session/store.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { AvailableRoles } from './AvailableRoles.js'
import { EntitiesSection } from './EntitiesSection.js'
import { holdersOf, seatsTaken, withdrawalWarning, type Viewer } from './entityRules.js'
import { busyKey, licenceDetailStore as store } from './licenceDetailState.js'
import { LICENCES_PATH, licenceLinks } from './licenceLinks.js'
import { LicenceSummary } from './LicenceSummary.js'

/** Licence ids are whole numbers (the service's own bound); anything else names no licence. */
const LICENCE_ID = /^[0-9]{1,15}$/

export function LicenceDetailScreen({ licenceId }: { licenceId: string }) {
  useSignals()
  const id = LICENCE_ID.test(licenceId) ? Number(licenceId) : null
  useEffect(() => {
    if (id !== null) void store.load(id)
  }, [id])
  const state = store.view.value
  const ours = id !== null && state.kind !== 'idle' && state.key === String(id)

  return (
    <Page aria-labelledby="licence-title">
      <Title id="licence-title">{ours && state.kind === 'loaded' ? state.licence.name : 'Licence'}</Title>
      <p>
        <Link href={LICENCES_PATH}>All licences</Link>
      </p>
      {id === null && <p>{`No licence has the id ${licenceId}.`}</p>}
      {ours && state.kind === 'loading' && <Loader label="Loading the licence…" />}
      {ours && state.kind === 'failed' && <FailureNotice place="rows" message="The licence could not be loaded." onTryAgain={() => void store.load(id, true)} />}
      {ours && state.kind === 'loaded' && <LicenceContent licence={state.licence} entities={state.entities} />}
      {id !== null && <TableErrorNotice error={store.loadError} onTryAgain={() => void store.load(id, true)} />}
      <TableErrorNotice error={store.changeError} onTryAgain={store.retryChange} />
    </Page>
  )
}

function LicenceContent({ licence, entities }: { licence: Licence; entities: LicensedEntity[] }) {
  useSignals()
  const summary = sessionStore.summary.value
  const viewer: Viewer = { isGlobalAdmin: isGlobalAdmin(summary) }
  const [removing, setRemoving] = useState<LicensedEntity | null>(null)
  const [withdrawing, setWithdrawing] = useState<string | null>(null)
  const busy = store.busy.value
  const heldRoles = summary?.licenceRoles[String(licence.id)] ?? []
  const otherPages = licenceLinks({ ...licence, heldRoles }, viewer.isGlobalAdmin).filter((link) => link.kind !== 'detail')

  return (
    <>
      <LicenceSummary licence={licence} seatsTaken={seatsTaken(entities)} links={otherPages} />
      <EntitiesSection
        licence={licence}
        entities={entities}
        viewer={viewer}
        adding={busy.has(busyKey.add)}
        onAdd={(value) => store.addEntity(licence.id, value)}
        done={store.done.value}
        conflict={store.conflict.value}
        onReload={() => void store.reload(licence.id)}
        isBusy={(entity) => busy.has(busyKey.entity(entity.id))}
        onRole={(entity, role, held) => void store.setEntityRole(licence.id, entity, role, held)}
        onRemove={setRemoving}
      />
      <AvailableRoles
        licence={licence}
        viewer={viewer}
        isBusy={(role) => busy.has(busyKey.role(role))}
        onOffer={(role) => void store.offerRole(licence.id, role)}
        onWithdraw={setWithdrawing}
      />
      {removing && (
        <ConfirmDialog
          title="Remove from this licence?"
          confirmLabel={`Remove ${removing.value}`}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null)
            void store.removeEntity(licence.id, removing)
          }}
        >
          <p>{`${removing.value} will be removed from ${licence.name}, and everyone it covers loses the roles it gives them.`}</p>
        </ConfirmDialog>
      )}
      {withdrawing && (
        <ConfirmDialog
          title={`Withdraw ${withdrawing}?`}
          confirmLabel={`Withdraw ${withdrawing}`}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() => {
            setWithdrawing(null)
            void store.withdrawRole(licence.id, withdrawing)
          }}
        >
          <p>{withdrawalWarning(licence.name, withdrawing, holdersOf(entities, withdrawing).length)}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
