// /logout (spec-1 §2.3, §4.2): signs out, forgets what this browser kept for the session, then goes to the
// application's post-logout address when the service allows it, else back to sign-in.

import { useSearch } from 'wouter'
import { sessionStore } from '../../../shared/session/store.js'
import { storeJustification } from '../../../shared/session/justification.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { readLogoutQuery } from '../query.js'
import { addressAfterSignOut } from '../destinations.js'
import { useOnMount } from '../components/useOnMount.js'

function clearSessionStorage(): void {
  try {
    sessionStorage.clear()
  } catch {
    // storage blocked by the browser: there is nothing kept to clear
  }
}

export function Logout() {
  const search = useSearch()

  useOnMount(async () => {
    const query = readLogoutQuery(search)
    const { redirectAllowed } = await sessionStore.signOut({
      idTokenHint: query.idTokenHint,
      postLogoutRedirectUri: query.postLogoutRedirectUri,
    })
    // The justification belongs to this user's work; the next person at this browser gives their own.
    storeJustification('')
    clearSessionStorage()
    // replace: going Back must not land on a page that signs out again.
    location.replace(addressAfterSignOut({ ...query, redirectAllowed }))
  })

  return (
    <Card title="Log out">
      <Loader label="Signing out…" />
    </Card>
  )
}
