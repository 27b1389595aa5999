// The way on from a guard outcome's page (not found, deactivated, access denied): the search, reached by
// client routing, which makes it a full page load from any other area (AreaRoutes).

import { Link } from 'wouter'

export function GoToSearch() {
  return (
    <p>
      <Link href="/search">Go to search</Link>
    </p>
  )
}
