// The Big search area's entry: the upload screen and a job's screen (spec-2 §2 "BigSearch"), on the route
// table's client routing, inside the shell.

import { mountArea } from '../../shared/shell/mountArea.js'
import * as signedInChrome from '../../shared/shell/signedInChrome.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { JobScreen } from './screens/JobScreen.js'
import { UploadScreen } from './screens/UploadScreen.js'

mountArea(
  <AreaRoutes
    area="bigsearch"
    name="Big search"
    screens={{
      '/bigsearch': () => <UploadScreen />,
      '/bigsearch/:jobId': ({ jobId }) => <JobScreen jobId={jobId} />,
    }}
  />,
  { chrome: signedInChrome },
)
