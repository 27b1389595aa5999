// The audit screen, fetched from its own chunk when first drawn, so that the admin area's first load (the
// settings page, for everyone) does not carry it.

import { lazy, Suspense } from 'react'
import { Loader } from '../../../shared/ui/form/Loader.js'

const AuditScreen = lazy(() => import('./AuditScreen.js').then((m) => ({ default: m.AuditScreen })))

export function LazyAuditScreen({ licenceId }: { licenceId: string }) {
  return (
    <Suspense fallback={<Loader label="Loading the audit…" />}>
      <AuditScreen licenceId={licenceId} />
    </Suspense>
  )
}
