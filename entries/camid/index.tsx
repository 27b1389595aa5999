// The Camera ID area's entry (spec-2 §2 "Camera ID"): the queries page, on the route table's client routing,
// inside the shell. The other pages show the placeholder until their screens come.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { QueriesScreen } from './queries/QueriesScreen.js'

mountArea(<AreaRoutes area="camid" name="Camera ID" screens={{ '/camid': () => <QueriesScreen /> }} />)
