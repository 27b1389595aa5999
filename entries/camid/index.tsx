// The Camera ID area's entry (spec-2 §2 "Camera ID"): the queries page, a query's hits, the optimal resolutions
// and the statistics, on the route table's client routing, inside the shell. The queries page is in the first
// load; the others come from chunks of their own (lazyScreens.tsx).

import { mountArea } from '../../shared/shell/mountArea.js'
import * as signedInChrome from '../../shared/shell/signedInChrome.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { LazyHitsScreen, LazyResolutionsScreen, LazyStatsScreen } from './lazyScreens.js'
import { QueriesScreen } from './queries/QueriesScreen.js'

mountArea(
  <AreaRoutes
    area="camid"
    name="Camera ID"
    screens={{
      '/camid': () => <QueriesScreen />,
      '/camid/resolutions': () => <LazyResolutionsScreen />,
      '/camid/stats': () => <LazyStatsScreen />,
      '/camid/:querySpnId': ({ querySpnId }) => <LazyHitsScreen querySpnId={querySpnId} />,
    }}
  />,
  { chrome: signedInChrome },
)
