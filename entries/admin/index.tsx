// The Administration area's entry: its pages on the route table's client routing, inside the shell. A
// page without its screen yet shows the area's placeholder.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { SettingsScreen } from './settings/SettingsScreen.js'

mountArea(
  <AreaRoutes
    area="admin"
    name="Administration"
    screens={{
      '/settings': () => <SettingsScreen />,
    }}
  />,
)
