// The admin area's screens that only some visitors open (user trials for the global admin, applications
// for an AppCreator), each fetched when first drawn, so that the area's first load (the settings page for
// everyone) stays small.

import { lazy, Suspense, type ComponentType } from 'react'
import { Loader } from '../../shared/ui/form/Loader.js'

/** A component drawn from its own chunk, with a loader until the chunk is here. */
function fetchedWhenShown(load: () => Promise<ComponentType>, loading: string): ComponentType {
  const Fetched = lazy(() => load().then((component) => ({ default: component })))
  return function Shown() {
    return (
      <Suspense fallback={<Loader label={loading} />}>
        <Fetched />
      </Suspense>
    )
  }
}

export const LazyTrialsScreen = fetchedWhenShown(() => import('./trials/TrialsScreen.js').then((m) => m.TrialsScreen), 'Loading the user trials…')
export const LazyTrialDetailScreen = fetchedWhenShown(() => import('./trials/TrialDetailScreen.js').then((m) => m.TrialDetailScreen), 'Loading the trial…')
export const LazyApplicationsScreen = fetchedWhenShown(() => import('./applications/ApplicationsScreen.js').then((m) => m.ApplicationsScreen), 'Loading the applications…')
export const LazyApplicationsPanel = fetchedWhenShown(() => import('./applications/ApplicationsPanel.js').then((m) => m.ApplicationsPanel), 'Loading the applications…')
