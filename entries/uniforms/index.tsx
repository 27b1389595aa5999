// The Uniform Intelligence Hub area's entry: its pages on the route table's client routing, inside the shell.
// None has its screen yet, so each shows the placeholder.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'

mountArea(<AreaRoutes area="uniforms" name="Uniform Intelligence Hub" screens={{}} />)
