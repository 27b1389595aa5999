// /login (spec-1 §2.3, §2.4, §4.1): goes straight on when already signed in; otherwise the sign-in form,
// or in the high-security build without an application's client_id, only the notice that it is closed.

import { useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { sessionStore } from '../../../shared/session/store.js'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { HIGHSIDE } from '../../../shared/variant.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { readLoginQuery } from '../query.js'
import { destinationAfterSignIn, type SignedInUser, type SignInContext } from '../destinations.js'
import { DIRECT_LOGIN_UNAVAILABLE, isDirectLoginAvailable } from '../directLogin.js'
import { isOffered } from '../../../shared/routes/visit.js'
import { SignInForm } from '../components/SignInForm.js'
import { useOnMount } from '../components/useOnMount.js'
import { ADDRESS_VERIFIED, takeVerified } from '../verifiedNotice.js'

type Phase = 'checking' | 'signingIn' | 'leaving'

export function Login() {
  const search = useSearch()
  const query = useMemo(() => readLoginQuery(search), [search])
  const { settings, session } = readBootstrap()
  const [phase, setPhase] = useState<Phase>('checking')
  const [verified] = useState(takeVerified)

  const goOn = (user: SignedInUser, redirectUri: string | null) => {
    const context: SignInContext = { redirect: query.redirect, origin: location.origin, allowedOrigins: settings.redirectOrigins }
    setPhase('leaving')
    location.assign(destinationAfterSignIn(user, redirectUri, context))
  }

  useOnMount(async () => {
    // An error from an earlier visit is no news on a fresh page.
    sessionStore.clearAuthenticationError()
    // An application's sign-in must ask the service, which answers the application's own address.
    if (session && !query.oauth.client_id) return goOn(session, null)
    const found = await sessionStore.checkSession(query.oauth)
    if (found.user) goOn(found.user, found.redirectUri)
    else setPhase('signingIn')
  })

  return (
    <Card title="Log in">
      {phase === 'checking' ? (
        <Loader label="Checking your session…" />
      ) : phase === 'leaving' ? (
        <Loader label="Opening Sightline…" />
      ) : !isDirectLoginAvailable(HIGHSIDE || settings.highside, query.oauth) ? (
        <Banner>{DIRECT_LOGIN_UNAVAILABLE}</Banner>
      ) : (
        <>
          {verified && <p role="status">{ADDRESS_VERIFIED}</p>}
          <SignInForm
            oauth={query.oauth}
            offerRegister={isOffered('/register', settings.restricted)}
            onSignedIn={goOn}
          />
        </>
      )}
    </Card>
  )
}
