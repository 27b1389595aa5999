// The not-found page (spec-3 §2), and its restricted-mode form saying the route is deactivated: answered by
// the edge for a page request and drawn by any area whose client routing reaches such a path.

import { readBootstrap } from '../session/bootstrap.js'
import { GoToSearch } from './GoToSearch.js'

export function NotFound({ deactivated }: { deactivated: boolean }) {
  const { settings } = readBootstrap()
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Sorry, but there&apos;s nothing here.</h1>
      {deactivated && (
        <p role="status">
          This page has been deactivated in this version of the application. Please contact support at {settings.supportEmail} if you need it.
        </p>
      )}
      <GoToSearch />
    </section>
  )
}
