// The support address of this deployment as a mail link, or a pointer to the licence administrator when
// the deployment names none.

import { readBootstrap } from '../../../shared/session/bootstrap.js'

export function SupportContact() {
  const { supportEmail } = readBootstrap().settings
  if (!supportEmail) return <>your organisation&apos;s Sightline licence administrator</>
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
}
