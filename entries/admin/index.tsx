// The Administration area's entry: its pages on the route table's client routing, inside the shell; every
// page but the settings page is a chunk of its own.

import { mountArea } from '../../shared/shell/mountArea.js'
import * as signedInChrome from '../../shared/shell/signedInChrome.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { SettingsScreen } from './settings/SettingsScreen.js'
import {
  LazyAllUsageScreen,
  LazyApplicationsScreen,
  LazyAuditScreen,
  LazyLicenceDetailScreen,
  LazyLicencesScreen,
  LazyLicenceUsageScreen,
  LazyTrialDetailScreen,
  LazyTrialsScreen,
} from './lazyScreens.js'

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
  { chrome: signedInChrome },
)
