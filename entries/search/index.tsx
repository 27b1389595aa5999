// The search area's entry: metadata search, similar search, saved searches and the sighting page, each the
// screen of its page in the route table.

import { Suspense } from 'react'
import { mountArea } from '../../shared/shell/mountArea.js'
import * as signedInChrome from '../../shared/shell/signedInChrome.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { Loader } from '../../shared/ui/form/Loader.js'
import { SearchScreen } from './screens/SearchScreen.js'
import { laterPart, loadLaterParts } from './laterPartsLoader.js'
import { startFirstFetch } from './firstFetch.js'

// The other pages and the dialogs are the area's later parts (laterParts.ts), out of the search page's first
// load; they are fetched at the first idle moment after the first screen has painted, so that opening a result
// does not wait for them. Not before: the page is idle while it waits for its first results, and the later
// parts fetched, compiled and run then take the cores from the draw of those results.
const SightingScreen = laterPart('SightingScreen')
const SimilarScreen = laterPart('SimilarScreen')
const SavedSearchesScreen = laterPart('SavedSearchesScreen')
const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))

const firstResults = startFirstFetch()
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
  { chrome: signedInChrome, firstDrawAfter: firstResults, afterFirstPaint: () => whenIdle(() => void loadLaterParts()) },
)
