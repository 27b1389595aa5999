// The public entry: the small pages (sign-in, register, legal) and the guard outcomes the edge answers with it.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaPlaceholder } from '../../shared/shell/AreaPlaceholder.js'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { NotFound } from './screens/NotFound.js'
import { AccessDenied } from './screens/AccessDenied.js'

const { outcome } = readBootstrap()

mountArea(
  outcome === 'notFound' || outcome === 'deactivated' ? (
    <NotFound deactivated={outcome === 'deactivated'} />
  ) : outcome === 'denied' ? (
    <AccessDenied />
  ) : (
    <AreaPlaceholder area="Sightline" />
  ),
)
