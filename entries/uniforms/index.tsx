// The Uniform Intelligence Hub area's entry (spec-3 §2 "Uniform Intelligence Hub"): the Search and Contribute tabs,
// a school's page and the contribution screen, on the route table's client routing, inside the shell and the
// Hub's own frame (title, disclaimer until the terms are accepted, tabs by role). The Search tab is in the first
// load; the other pages come from chunks of their own (lazyScreens.tsx).

import { mountArea } from '../../shared/shell/mountArea.js'
import * as signedInChrome from '../../shared/shell/signedInChrome.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { HubFrame } from './frame/HubFrame.js'
import { SearchTab } from './search/SearchTab.js'
import { LazyContributeTab, LazyContributionScreen, LazySchoolScreen } from './lazyScreens.js'

mountArea(
  <AreaRoutes
    area="uniforms"
    name="Uniform Intelligence Hub"
    screens={{
      '/uniforms/search': () => (
        <HubFrame tab="search">
          <SearchTab />
        </HubFrame>
      ),
      '/uniforms/contributions': () => (
        <HubFrame tab="contributions">
          <LazyContributeTab />
        </HubFrame>
      ),
      '/uniforms/contributions/:schoolId': ({ schoolId }) => (
        <HubFrame tab="contributions">
          <LazyContributionScreen schoolId={schoolId} />
        </HubFrame>
      ),
      '/uniforms/schools/:schoolId': ({ schoolId }) => (
        <HubFrame tab="search">
          <LazySchoolScreen schoolId={schoolId} />
        </HubFrame>
      ),
      '/uniforms/schools/:schoolId/images/:selectedImageId': ({ schoolId, selectedImageId }) => (
        <HubFrame tab="search">
          <LazySchoolScreen schoolId={schoolId} selectedImageId={selectedImageId} />
        </HubFrame>
      ),
    }}
  />,
  { chrome: signedInChrome },
)
