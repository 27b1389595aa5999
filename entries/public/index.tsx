// The public entry: the small pages (sign-in, register, legal) and the guard outcomes the edge answers with it.

import { mountArea } from '../../shared/shell/mountArea.js'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { NotFound } from './screens/NotFound.js'
import { AccessDenied } from './screens/AccessDenied.js'
import { PublicArea } from './PublicArea.js'

// The edge's outcome for this path comes first: its not-found, deactivated and access-denied pages are
// served by this entry whatever the path was.
const { outcome } = readBootstrap()

mountArea(
  outcome === 'notFound' || outcome === 'deactivated' ? (
    <NotFound deactivated={outcome === 'deactivated'} />
  ) : outcome === 'denied' ? (
    <AccessDenied />
  ) : (
    <PublicArea />
  ),
)
