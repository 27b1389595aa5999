// The search area's entry: metadata search, similar search, saved searches and the sighting page.

import { Route, Switch } from 'wouter'
import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaPlaceholder } from '../../shared/shell/AreaPlaceholder.js'
import { SightingScreen } from './screens/SightingScreen.js'
import { SearchScreen } from './screens/SearchScreen.js'
import { SavedSearchesScreen } from './screens/SavedSearchesScreen.js'
import { SimilarScreen } from './screens/SimilarScreen.js'

mountArea(
  <Switch>
    <Route path="/search/:image?">
      <SearchScreen />
    </Route>
    <Route path="/similar/:image?">
      <SimilarScreen />
    </Route>
    <Route path="/searches">
      <SavedSearchesScreen />
    </Route>
    <Route path="/sighting/:imageId">{(params) => <SightingScreen imageId={params.imageId} />}</Route>
    <Route>
      <AreaPlaceholder area="Search" />
    </Route>
  </Switch>,
)
