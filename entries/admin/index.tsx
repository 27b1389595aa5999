// The Administration area's entry: its pages on the route table's client routing, inside the shell. A
// page without its screen yet shows the area's placeholder.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { SettingsScreen } from './settings/SettingsScreen.js'
import { LazyApplicationsScreen, LazyTrialDetailScreen, LazyTrialsScreen } from './lazyScreens.js'
import { LazyLicenceDetailScreen, LazyLicencesScreen } from './licences/lazyLicenceScreens.js'
import { LazyAllUsageScreen, LazyLicenceUsageScreen } from './usage/lazyUsageScreens.js'
import { LazyAuditScreen } from './audit/LazyAuditScreen.js'

mountArea(
  <AreaRoutes
    area="admin"
    name="Administration"
    screens={{
      '/settings': () => <SettingsScreen />,
      '/licences': () => <LazyLicencesScreen />,
      '/licences/usage': () => <LazyAllUsageScreen />,
      '/licences/:licenceId': ({ licenceId }) => <LazyLicenceDetailScreen licenceId={licenceId} />,
      '/licences/:licenceId/usage': ({ licenceId }) => <LazyLicenceUsageScreen licenceId={licenceId} />,
      '/licences/:licenceId/audit': ({ licenceId }) => <LazyAuditScreen licenceId={licenceId} />,
      '/applications': () => <LazyApplicationsScreen />,
      '/trials': () => <LazyTrialsScreen />,
      '/trial': () => <LazyTrialDetailScreen />,
    }}
  />,
)
