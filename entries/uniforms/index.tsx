// The Uniform Intelligence Hub area's entry: mounts its screens inside the shell.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaPlaceholder } from '../../shared/shell/AreaPlaceholder.js'

mountArea(<AreaPlaceholder area="Uniform Intelligence Hub" />)
