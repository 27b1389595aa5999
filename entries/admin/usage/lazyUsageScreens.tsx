// The usage screens, each fetched from its own chunk when first drawn, so that the admin area's first load
// carries neither them nor the chart kit they draw with.

import { lazy, Suspense } from 'react'
import { Loader } from '../../../shared/ui/form/Loader.js'

const LicenceUsageScreen = lazy(() => import('./LicenceUsageScreen.js').then((m) => ({ default: m.LicenceUsageScreen })))
const AllUsageScreen = lazy(() => import('./AllUsageScreen.js').then((m) => ({ default: m.AllUsageScreen })))

export function LazyLicenceUsageScreen({ licenceId }: { licenceId: string }) {
  return (
    <Suspense fallback={<Loader label="Loading the usage…" />}>
      <LicenceUsageScreen licenceId={licenceId} />
    </Suspense>
  )
}

export function LazyAllUsageScreen() {
  return (
    <Suspense fallback={<Loader label="Loading the usage…" />}>
      <AllUsageScreen />
    </Suspense>
  )
}
