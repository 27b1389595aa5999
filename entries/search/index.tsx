// The search area's entry: metadata search, similar search, saved searches and the sighting page, each the
// screen of its page in the route table.

import { lazy, Suspense } from 'react'
import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { Loader } from '../../shared/ui/form/Loader.js'
import { SearchScreen } from './screens/SearchScreen.js'

// The sighting page and its detail tables stay out of the search page's first load; the chunk is fetched
// once the first screen has painted, so that opening a result does not wait for it.
const loadSightingScreen = () => import('./screens/SightingScreen.js')
const SightingScreen = lazy(() => loadSightingScreen().then((m) => ({ default: m.SightingScreen })))
const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
whenIdle(() => void loadSightingScreen())
// The saved-searches and similar pages likewise: their tables, forms and questions are not needed to search.
const loadSimilarScreen = () => import('./screens/SimilarScreen.js')
const SimilarScreen = lazy(() => loadSimilarScreen().then((m) => ({ default: m.SimilarScreen })))
whenIdle(() => void loadSimilarScreen())
const loadSavedSearchesScreen = () => import('./screens/SavedSearchesScreen.js')
const SavedSearchesScreen = lazy(() => loadSavedSearchesScreen().then((m) => ({ default: m.SavedSearchesScreen })))
whenIdle(() => void loadSavedSearchesScreen())

mountArea(
  <AreaRoutes
    area="search"
    name="Search"
    screens={{
      '/search/:image?': () => <SearchScreen />,
      '/similar/:image?': () => (
        <Suspense fallback={<Loader label="Loading similar search..." />}>
          <SimilarScreen />
        </Suspense>
      ),
      '/searches': () => (
        <Suspense fallback={<Loader label="Loading saved searches..." />}>
          <SavedSearchesScreen />
        </Suspense>
      ),
      '/sighting/:imageId': ({ imageId }) => (
        <Suspense fallback={<Loader label="Loading the sighting..." />}>
          <SightingScreen imageId={imageId} />
        </Suspense>
      ),
    }}
  />,
)
