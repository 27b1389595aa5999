// The access-denied page: signed in, but without the role this page needs (spec-1 §2.3).

import { readBootstrap } from '../../../shared/session/bootstrap.js'

export function AccessDenied() {
  const { settings } = readBootstrap()
  return (
    <section aria-labelledby="denied-title">
      <h1 id="denied-title">Access denied</h1>
      <p role="status">
        Your account does not have access to this page. If you need it, please contact us at {settings.supportEmail}.
      </p>
      <p>
        <a href="/search">Go to search</a>
      </p>
    </section>
  )
}
