// /logout (spec-1 §2.3, §4.2): signs out, forgets what this browser kept for the session, then goes to the
// application's post-logout address when the service allows it, else back to sign-in. A sign-out the service did
// not confirm is shown as such, with Try Again: the page never says "signed out" over a session still open.

import { useState } from 'react'
import { useSearch } from 'wouter'
import { sessionStore } from '../../../shared/session/store.js'
import { storeJustification } from '../../../shared/session/justification.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { readLogoutQuery } from '../query.js'
import { addressAfterSignOut } from '../destinations.js'
import { useOnMount } from '../components/useOnMount.js'

/** Said before the service's reason when a sign-out was not confirmed. */
export const SIGN_OUT_FAILED = 'You are still signed in: signing out failed.'

function clearSessionStorage(): void {
  try {
    sessionStorage.clear()
  } catch {
    // storage blocked by the browser: there is nothing kept to clear
  }
}

export function Logout() {
  const search = useSearch()
  const [failure, setFailure] = useState<string | null>(null)

  async function signOut() {
    setFailure(null)
    const query = readLogoutQuery(search)
    const outcome = await sessionStore.signOut({
      idTokenHint: query.idTokenHint,
      postLogoutRedirectUri: query.postLogoutRedirectUri,
    })
    // Not confirmed: the session may still be open, so the page says so and stays, with Try Again.
    if (!outcome.signedOut) return setFailure(outcome.error)
    // The justification belongs to this user's work; the next person at this browser gives their own.
    storeJustification('')
    clearSessionStorage()
    // replace: going Back must not land on a page that signs out again.
    location.replace(addressAfterSignOut({ ...query, redirectAllowed: outcome.redirectAllowed }))
  }

  useOnMount(signOut)

  return (
    <Card title="Log out">
      {failure === null ? (
        <Loader label="Signing out…" />
      ) : (
        <FailureNotice place="section" message={`${SIGN_OUT_FAILED} ${failure}`} onTryAgain={() => void signOut()} />
      )}
    </Card>
  )
}
