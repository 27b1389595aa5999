// The access-denied page: signed in, but without the role this page needs (spec-1 §2.3); answered by the
// edge for a page request and drawn by any area whose client routing reaches such a path.

import { readBootstrap } from '../session/bootstrap.js'
import { GoToSearch } from './GoToSearch.js'

export function AccessDenied() {
  const { settings } = readBootstrap()
  return (
    <section aria-labelledby="denied-title">
      <h1 id="denied-title">Access denied</h1>
      <p role="status">
        Your account does not have access to this page. If you need it, please contact us at {settings.supportEmail}.
      </p>
      <GoToSearch />
    </section>
  )
}
