// The search area's entry: metadata search, similar search, saved searches and the sighting page, each the
// screen of its page in the route table.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { SightingScreen } from './screens/SightingScreen.js'
import { SearchScreen } from './screens/SearchScreen.js'
import { SavedSearchesScreen } from './screens/SavedSearchesScreen.js'
import { SimilarScreen } from './screens/SimilarScreen.js'

mountArea(
  <AreaRoutes
    area="search"
    name="Search"
    screens={{
      '/search/:image?': () => <SearchScreen />,
      '/similar/:image?': () => <SimilarScreen />,
      '/searches': () => <SavedSearchesScreen />,
      '/sighting/:imageId': ({ imageId }) => <SightingScreen imageId={imageId} />,
    }}
  />,
)
