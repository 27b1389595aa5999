// The licence screens, each fetched from its own chunk when first drawn, so that the admin area's first
// load (the settings page, for everyone) does not carry them.

import { lazy, Suspense } from 'react'
import { Loader } from '../../../shared/ui/form/Loader.js'

const LicencesScreen = lazy(() => import('./LicencesScreen.js').then((m) => ({ default: m.LicencesScreen })))
const LicenceDetailScreen = lazy(() => import('./LicenceDetailScreen.js').then((m) => ({ default: m.LicenceDetailScreen })))

export function LazyLicencesScreen() {
  return (
    <Suspense fallback={<Loader label="Loading the licences…" />}>
      <LicencesScreen />
    </Suspense>
  )
}

export function LazyLicenceDetailScreen({ licenceId }: { licenceId: string }) {
  return (
    <Suspense fallback={<Loader label="Loading the licence…" />}>
      <LicenceDetailScreen licenceId={licenceId} />
    </Suspense>
  )
}
